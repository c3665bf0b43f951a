import { useMutation } from '@tanstack/react-query';
import type { ApprovalSubmission } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** The client's approval, once; the link is spent when it succeeds. */
export function useGiveApproval(token: string) {
  return useMutation({
    mutationFn: (submission: ApprovalSubmission) =>
      apiCall('POST /api/approve/:token', { params: { token }, body: submission }),
  });
}
