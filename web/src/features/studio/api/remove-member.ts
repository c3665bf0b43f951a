import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { myStudioKey } from './get-my-studio';

/**
 * DELETE /api/studios/{id}/members/{uid}: the owner removes a member, or a member leaves (their
 * own uid). Either way the next call of that member is refused, so the studio is read again.
 */
export const removeMember = (params: { id: string; uid: string }) =>
  apiCall('DELETE /api/studios/:id/members/:uid', { params });

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStudioKey }),
  });
}
