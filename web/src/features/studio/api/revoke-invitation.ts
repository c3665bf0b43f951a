import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { myStudioKey } from './get-my-studio';

/** DELETE /api/studios/{id}/invitations/{invitationId}: the link stops working at once. */
export const revokeInvitation = (params: { id: string; invitationId: string }) =>
  apiCall('DELETE /api/studios/:id/invitations/:invitationId', { params });

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStudioKey }),
  });
}
