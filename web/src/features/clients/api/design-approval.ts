import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalRequest, DesignApproval, GalleryItem, IntakeLink } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { apiErrorCode } from '@/lib/api-error';
import { clientKeys } from '@/lib/query-keys';

const approvalKey = (projectId: string) => [`/api/client-projects/${projectId}/approval`] as const;

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

/** The artist's gallery, to choose the design, stencil and placement preview from. */
export function useGalleryChoices() {
  return useQuery({
    queryKey: ['/api/gallery'],
    queryFn: async () => (await apiRequest<{ items: GalleryItem[] }>('/api/gallery')).items,
  });
}

/** Freezes the chosen images and answers the client's private link. */
export function useRequestApproval(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ApprovalRequest) =>
      apiRequest<IntakeLink>(`/api/client-projects/${projectId}/approval`, {
        method: 'POST',
        body: items,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.calendar });
      return queryClient.invalidateQueries({ queryKey: approvalKey(projectId) });
    },
  });
}
