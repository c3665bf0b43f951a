import { MutationCache, QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Spec accounts §7: a query without its own fetcher GETs the first element of its key. */
const getFirstKey: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('Query key must start with an API path');
  return apiRequest(path, { method: 'GET', signal });
};

/**
 * Queries never refetch by themselves, never go stale, never retry (spec accounts §7).
 * `refreshAfterMutation` (the user query) is re-read after every mutation: spends, grants,
 * refunds, promos and plan changes all move the one balance every screen shows.
 */
export function createQueryClient(options: { refreshAfterMutation?: QueryKey } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: () => {
        const key = options.refreshAfterMutation;
        if (key) void client.invalidateQueries({ queryKey: key });
      },
    }),
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
  return client;
}
