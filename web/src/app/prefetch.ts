import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { hasSession } from '@/lib/session';
import { once } from '@/lib/once';
import { routeAt, routeModules, type RouteName } from './route-modules';

// The signed-in route set and its shell (sidebar, header, chat, dialogs): a chunk of its own,
// so a signed-out visitor's login screen never downloads them.
const loadSignedInRoutes = once(() => import('./signed-in-routes'));
export const SignedInRoutes = lazy(loadSignedInRoutes);

/** Screens a signed-out visitor sees too: they render without the signed-in shell. */
const OUTSIDE_SHELL: ReadonlySet<RouteName> = new Set([
  'login',
  'terms',
  'privacy',
  'resetPassword',
]);

const ignoreFailure = () => {
  // A failed prefetch is retried by the real navigation, which shows its own error.
};

/** Starts downloading a screen's chunk (and the shell it sits in) before it is needed. */
export function prefetchRoute(to: string): void {
  const route = routeAt(to);
  if (!OUTSIDE_SHELL.has(route)) loadSignedInRoutes().catch(ignoreFailure);
  routeModules[route].load().catch(ignoreFailure);
}

/**
 * The first screen's data, started as soon as the session is restored (the screen's chunk
 * loads meanwhile), in parallel with /api/auth/me rather than after it. The screen's own query
 * then finds the request in flight.
 */
export async function prefetchRouteData(to: string, queryClient: QueryClient): Promise<void> {
  const [screen, signedIn] = await Promise.all([routeModules[routeAt(to)].load(), hasSession()]);
  if (signedIn && screen.prefetchData) await screen.prefetchData(queryClient);
}
