import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A query without its own fetcher GETs the first element of its key. */
const getFirstKey: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('Query key must start with an API path');
  return apiRequest(path, { method: 'GET', signal });
};

/**
 * The one refresh on a clock: what the header shows (the credit count, the bell) is asked for
 * again every 30 s while the tab is visible. Everything else refreshes when something changes it.
 */
export const HEADER_REFRESH_MS = 30_000;

/** Queries never refetch by themselves, never go stale, never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getFirstKey,
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
