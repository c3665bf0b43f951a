import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { clientKeys, galleryKeys } from '@/lib/query-keys';

/** POST /api/gallery: a body preview kept in the gallery, for a client when one is chosen. */
export const saveBodyPreview = (input: {
  imageUrl: string;
  clientId?: string;
  clientName?: string;
}) =>
  apiCall('POST /api/gallery', {
    body: {
      ...input,
      type: 'body_preview',
      title: input.clientName ? `Body preview for ${input.clientName}` : 'Body preview',
    },
  });

export function useSaveBodyPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBodyPreview,
    onSuccess: async (_saved, request) => {
      await queryClient.invalidateQueries(galleryKeys.all);
      // The client's Body Previews tab lists what was just saved.
      if (request.clientId) {
        await queryClient.invalidateQueries({
          queryKey: clientKeys.bodyPreviews(request.clientId),
        });
      }
    },
  });
}
