import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** Assigning or declining a request refreshes the inbox. */
export const studioRequestsKey = (studioId: string) =>
  apiKey('GET /api/studios/:id/requests', { id: studioId });

/** GET /api/studios/{id}/requests: the shared inbox (the desk and owner see all, an artist theirs). */
export const getStudioRequests = (studioId: string) =>
  apiCall('GET /api/studios/:id/requests', { params: { id: studioId } });

export const getStudioRequestsQueryOptions = (studioId: string) =>
  queryOptions({
    queryKey: studioRequestsKey(studioId),
    queryFn: () => getStudioRequests(studioId),
  });

export function useStudioRequests(studioId: string) {
  return useQuery(getStudioRequestsQueryOptions(studioId));
}
