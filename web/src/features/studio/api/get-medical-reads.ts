import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** GET /api/studios/{id}/medical-reads?from=&to=: the owner's log of every medical read. */
export const getMedicalReads = (studioId: string, from: string, to: string) =>
  apiCall('GET /api/studios/:id/medical-reads', {
    params: { id: studioId },
    query: { from, to },
  });

export function useMedicalReads(studioId: string, from: string, to: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: apiKey('GET /api/studios/:id/medical-reads', { id: studioId }, from, to),
      queryFn: () => getMedicalReads(studioId, from, to),
      enabled,
    }),
  );
}
