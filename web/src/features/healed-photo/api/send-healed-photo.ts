import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { healedPhotoLinkKey } from './get-healed-photo-link';

/** Sends one photo of the healed tattoo; the link's count of photos left follows. */
export function useSendHealedPhoto(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.append('photo', photo, photo.name);
      return apiCall('POST /api/public/healed-photos/:token', { params: { token }, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healedPhotoLinkKey(token) }),
  });
}
