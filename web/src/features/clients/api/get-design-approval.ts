import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';
import { apiErrorCode } from '@/lib/api-error';

export const approvalKey = (projectId: string) =>
  apiKey('GET /api/client-projects/:id/approval', { id: projectId });

/** The project's frozen approval record; null when none was asked for yet. */
export function useDesignApproval(projectId: string) {
  return useQuery({
    queryKey: approvalKey(projectId),
    queryFn: async () => {
      try {
        return await apiCall('GET /api/client-projects/:id/approval', {
          params: { id: projectId },
        });
      } catch (error) {
        if (apiErrorCode(error) === 'APPROVAL_NOT_FOUND') return null;
        throw error;
      }
    },
    // The client approves on another device: each opening asks again.
    refetchOnMount: 'always',
  });
}
