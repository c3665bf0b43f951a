import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSessionRecord } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { supplyKeys } from '@/lib/query-keys';

/** GET /api/appointments/{id}/session-record; null while nothing is recorded (404). */
export async function getSessionRecord(id: string): Promise<ApiSessionRecord | null> {
  try {
    return await apiCall('GET /api/appointments/:id/session-record', { params: { id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getSessionRecordQueryOptions(id: string) {
  return queryOptions({ queryKey: supplyKeys.record(id), queryFn: () => getSessionRecord(id) });
}

export function useSessionRecord(id: string | null) {
  return useQuery({ ...getSessionRecordQueryOptions(id ?? ''), enabled: id !== null });
}
