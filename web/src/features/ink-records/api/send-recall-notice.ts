import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRecallNotice } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

/** POST /api/supplies/{id}/recall-notice: mails each client once and marks the lot recalled. */
export function sendRecallNotice(id: string, message: string): Promise<ApiRecallNotice> {
  return apiCall('POST /api/supplies/:id/recall-notice', { params: { id }, body: { message } });
}

export function useSendRecallNotice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendRecallNotice(id, message),
    onSuccess: () => queryClient.invalidateQueries(supplyKeys.shelf),
  });
}
