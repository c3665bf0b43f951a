import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';
import { approvalKey } from './get-design-approval';

/** Freezes the chosen images and answers the client's private link. */
export function useRequestApproval(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ApprovalRequest) =>
      apiCall('POST /api/client-projects/:id/approval', { params: { id: projectId }, body: items }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.calendar });
      return queryClient.invalidateQueries({ queryKey: approvalKey(projectId) });
    },
  });
}
