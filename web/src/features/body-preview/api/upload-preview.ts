import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';

/** POST /api/upload-image: a rendered preview, saved to the gallery while there is room. */
export function uploadPreview(image: Blob, title: string, client?: { id: string; name: string }) {
  const form = new FormData();
  form.append('image', image, 'body-preview.png');
  form.append('title', title);
  form.append('type', 'manual_body_preview');
  if (client) {
    form.append('clientId', client.id);
    form.append('clientName', client.name);
  }
  return apiCall('POST /api/upload-image', { body: form });
}

/** The save as a mutation: `image` renders the preview when the save starts. */
export function useUploadPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      image: () => Promise<Blob>;
      title: string;
      client?: { id: string; name: string };
    }) => uploadPreview(await input.image(), input.title, input.client),
    onSuccess: async (answer) => {
      // The server keeps the upload temporary only when the gallery is full: nothing to refresh.
      if (!answer.isTemporary) await queryClient.invalidateQueries(galleryKeys.all);
    },
  });
}
