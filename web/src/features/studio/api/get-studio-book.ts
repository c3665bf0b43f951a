import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** GET /api/studios/{id}/clients?q=: the studio's one client book (no medical answers in it). */
export const getStudioBook = (studioId: string, q: string) =>
  apiCall('GET /api/studios/:id/clients', {
    params: { id: studioId },
    query: { q: q.trim() || null },
  });

export const getStudioBookQueryOptions = (studioId: string, q: string) =>
  queryOptions({
    queryKey: apiKey('GET /api/studios/:id/clients', { id: studioId }, q.trim()),
    queryFn: () => getStudioBook(studioId, q),
    placeholderData: keepPreviousData,
  });

export function useStudioBook(studioId: string, q: string) {
  return useQuery(getStudioBookQueryOptions(studioId, q));
}
