import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const clientMessagesKey = (id: string) => apiKey('GET /api/clients/:id/messages', { id });

/** While the thread is open it is read again every 15 s: a client's answer shows on its own. */
const THREAD_POLL_MS = 15_000;

export const getClientMessagesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientMessagesKey(id),
    queryFn: () => apiCall('GET /api/clients/:id/messages', { params: { id } }),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: THREAD_POLL_MS,
  });

/** The client's texts in and out, oldest first, with whether they can be texted. */
export function useClientMessages(id: string) {
  return useQuery(getClientMessagesQueryOptions(id));
}
