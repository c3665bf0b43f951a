import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { publicPageKey } from './get-public-page';

/** PUT /api/profile/public-page/avatar: the server checks the file and makes its renditions. */
export function useSaveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.append('image', image, image.name);
      return apiCall('PUT /api/profile/public-page/avatar', { body: form });
    },
    onSuccess: (saved) => queryClient.setQueryData(publicPageKey, saved),
  });
}
