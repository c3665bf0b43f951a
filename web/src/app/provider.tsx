import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { colorSchemeManager, isClientPage } from './theme/color-scheme';
import { cssVariablesResolver, theme } from './theme/theme';
import { Toasts } from './toasts';

/** The query client comes from the entry, which starts the first screen's data with it. */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      forceColorScheme={isClientPage(window.location.pathname) ? 'light' : undefined}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
