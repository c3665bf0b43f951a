import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApprovalSubmission, ApprovalView } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

const path = (token: string) => `/api/approve/${encodeURIComponent(token)}`;

/** The design the client is asked to approve (public: no sign-in). */
export function useApprovalView(token: string) {
  return useQuery({
    queryKey: [`/api/approve/${token}`],
    queryFn: () => apiRequest<ApprovalView>(path(token)),
  });
}

/** The client's approval, once; the link is spent when it succeeds. */
export function useGiveApproval(token: string) {
  return useMutation({
    mutationFn: (submission: ApprovalSubmission) =>
      apiRequest<{ approvedAt: string }>(path(token), { method: 'POST', body: submission }),
  });
}
