import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { myStudioKey } from './get-my-studio';

type MemberPatchInput = ApiBodyOf<'PATCH /api/studios/:id/members/:uid'>;

/** PATCH /api/studios/{id}/members/{uid}: the owner changes a role or a house share. */
export const updateMember = ({
  studioId,
  uid,
  ...body
}: MemberPatchInput & { studioId: string; uid: string }) =>
  apiCall('PATCH /api/studios/:id/members/:uid', { params: { id: studioId, uid }, body });

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStudioKey }),
  });
}
