import { useQuery } from '@tanstack/react-query';
import type { ApprovalView } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

/** The design the client is asked to approve (public: no sign-in). */
export function useApprovalView(token: string) {
  return useQuery({
    queryKey: [`/api/approve/${token}`],
    queryFn: () => apiRequest<ApprovalView>(`/api/approve/${encodeURIComponent(token)}`),
  });
}
