import { QueryClient } from '@tanstack/react-query';

/**
 * The one refresh on a clock: what the header shows (the credit count, the bell) is asked for
 * again every 30 s while the tab is visible. Everything else refreshes when something changes it.
 */
export const HEADER_REFRESH_MS = 30_000;

/**
 * Queries never refetch by themselves, never go stale, never retry. Each names its own fetcher
 * (a typed call): there is no default one that would GET an untyped answer.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
