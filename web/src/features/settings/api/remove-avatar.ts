import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { publicPageKey } from './get-public-page';

/** DELETE /api/profile/public-page/avatar: the header goes back to the initials. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('DELETE /api/profile/public-page/avatar'),
    onSuccess: (saved) => queryClient.setQueryData(publicPageKey, saved),
  });
}
