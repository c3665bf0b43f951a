import { useQuery } from '@tanstack/react-query';
import type { DesignApproval } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { apiErrorCode } from '@/lib/api-error';

export const approvalKey = (projectId: string) =>
  [`/api/client-projects/${projectId}/approval`] as const;

/** The project's frozen approval record; null when none was asked for yet. */
export function useDesignApproval(projectId: string) {
  return useQuery({
    queryKey: approvalKey(projectId),
    queryFn: async () => {
      try {
        return await apiRequest<DesignApproval>(`/api/client-projects/${projectId}/approval`);
      } catch (error) {
        if (apiErrorCode(error) === 'APPROVAL_NOT_FOUND') return null;
        throw error;
      }
    },
    // The client approves on another device: each opening asks again.
    refetchOnMount: 'always',
  });
}
