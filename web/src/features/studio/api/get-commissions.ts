import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiFile } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { apiKey } from '@/lib/query-keys';

/** GET /api/studios/{id}/reports/commissions?month=YYYY-MM: the owner's month, per artist. */
export const getCommissions = (studioId: string, month: string) =>
  apiCall('GET /api/studios/:id/reports/commissions', {
    params: { id: studioId },
    query: { month },
  });

export const getCommissionsQueryOptions = (studioId: string, month: string) =>
  queryOptions({
    queryKey: apiKey('GET /api/studios/:id/reports/commissions', { id: studioId }, month),
    queryFn: () => getCommissions(studioId, month),
  });

export function useCommissions(studioId: string, month: string) {
  return useQuery(getCommissionsQueryOptions(studioId, month));
}

/** The same report as CSV: the route answers it to `Accept: text/csv`. */
export const downloadCommissionsCsv = (studioId: string, month: string) =>
  apiFile(
    `${apiPath('GET /api/studios/:id/reports/commissions', { id: studioId })}?month=${month}`,
    undefined,
    'text/csv',
  );
