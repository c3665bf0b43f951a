import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { healedPhotoLinkKey } from './get-healed-photo-link';

/** Sends one photo of the healed tattoo and the client's answer on showing it publicly. */
export function useSendHealedPhoto(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photo, showPublicly }: { photo: File; showPublicly: boolean }) => {
      const form = new FormData();
      form.append('photo', photo, photo.name);
      form.append('showPublicly', String(showPublicly));
      return apiCall('POST /api/public/healed-photos/:token', { params: { token }, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healedPhotoLinkKey(token) }),
  });
}
