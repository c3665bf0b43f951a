import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSessionRecord, SessionRecordRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

/** PUT /api/appointments/{id}/session-record: a new version; earlier ones are kept. */
export function saveSessionRecord(
  id: string,
  body: SessionRecordRequest,
): Promise<ApiSessionRecord> {
  return apiCall('PUT /api/appointments/:id/session-record', { params: { id }, body });
}

export function useSaveSessionRecord(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionRecordRequest) => saveSessionRecord(id, body),
    onSuccess: (record) => {
      queryClient.setQueryData(supplyKeys.record(id), record);
      // A recall search lists this session now.
      return queryClient.invalidateQueries(supplyKeys.shelf);
    },
  });
}
