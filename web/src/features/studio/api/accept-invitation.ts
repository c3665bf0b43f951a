import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { myStudioKey } from './get-my-studio';

/** POST /api/studio-invitations/{token}/accept: the invitee joins; the answer is their studio. */
export const acceptInvitation = (token: string) =>
  apiCall('POST /api/studio-invitations/:token/accept', { params: { token } });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (studio) => queryClient.setQueryData(myStudioKey, studio),
  });
}
