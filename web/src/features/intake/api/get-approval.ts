import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const approvalViewKey = (token: string) => apiKey('GET /api/approve/:token', { token });

/** The design the client is asked to approve, or what became of the link (public: no sign-in). */
export function useApprovalView(token: string) {
  return useQuery({
    queryKey: approvalViewKey(token),
    queryFn: () => apiCall('GET /api/approve/:token', { params: { token } }),
  });
}
