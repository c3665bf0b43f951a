import { useMutation } from '@tanstack/react-query';
import type { ApprovalChanges } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** Instead of approving, the client tells the artist what to change; the link stays open. */
export function useAskApprovalChanges(token: string) {
  return useMutation({
    mutationFn: (changes: ApprovalChanges) =>
      apiCall('POST /api/approve/:token/changes', { params: { token }, body: changes }),
  });
}
