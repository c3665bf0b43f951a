import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { myStudioKey } from './get-my-studio';

type InviteInput = ApiBodyOf<'POST /api/studios/:id/invitations'>;

/** POST /api/studios/{id}/invitations: the single-use link, shown once and e-mailed. */
export const inviteMember = ({ studioId, ...body }: InviteInput & { studioId: string }) =>
  apiCall('POST /api/studios/:id/invitations', { params: { id: studioId }, body });

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStudioKey }),
  });
}
