import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render as rtlRender, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '@/app/theme/theme';
import { createQueryClient } from '@/lib/query-client';

interface Options {
  /** The address the page starts at. */
  route?: string;
  /** The route pattern the element is mounted on (defaults to every path). */
  path?: string;
  queryClient?: QueryClient;
}

/** Shows the current address so tests can assert where a screen navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a screen inside the app's real providers: Mantine, toasts, queries and a router. */
export function render(
  ui: ReactElement,
  { route = '/', path = '*', queryClient = createQueryClient() }: Options = {},
): RenderResult & { queryClient: QueryClient } {
  const result = rtlRender(
    // env="test": no transitions and no layout-driven hiding (jsdom has no layout), as Mantine
    // documents for tests; otherwise a popover reads as detached and its focus trap finds nothing.
    <MantineProvider theme={theme} env="test">
      <Notifications limit={1} autoClose={5000} />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

export * from '@testing-library/react';
