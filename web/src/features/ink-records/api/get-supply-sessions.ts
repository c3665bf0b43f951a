import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSupplySessions } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

/** GET /api/supplies/{id}/sessions: who received this lot, newest first. */
export function getSupplySessions(id: string): Promise<ApiSupplySessions> {
  return apiCall('GET /api/supplies/:id/sessions', { params: { id } });
}

export function getSupplySessionsQueryOptions(id: string) {
  return queryOptions({ queryKey: supplyKeys.sessions(id), queryFn: () => getSupplySessions(id) });
}

export function useSupplySessions(id: string | null) {
  return useQuery({ ...getSupplySessionsQueryOptions(id ?? ''), enabled: id !== null });
}
