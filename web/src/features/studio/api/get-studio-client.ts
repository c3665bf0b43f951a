import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** GET /api/studios/{id}/clients/{bookId}: one client's record (never the medical answers). */
export const getStudioClient = (studioId: string, bookId: string) =>
  apiCall('GET /api/studios/:id/clients/:bookId', { params: { id: studioId, bookId } });

export const studioClientKey = (studioId: string, bookId: string) =>
  apiKey('GET /api/studios/:id/clients/:bookId', { id: studioId, bookId });

export function useStudioClient(studioId: string, bookId: string) {
  return useQuery(
    queryOptions({
      queryKey: studioClientKey(studioId, bookId),
      queryFn: () => getStudioClient(studioId, bookId),
    }),
  );
}
