import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The design the client is asked to approve (public: no sign-in). */
export function useApprovalView(token: string) {
  return useQuery({
    queryKey: apiKey('GET /api/approve/:token', { token }),
    queryFn: () => apiCall('GET /api/approve/:token', { params: { token } }),
  });
}
