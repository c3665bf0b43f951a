import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/photo-editor/upload: the photo is stored and comes back as a signed URL. */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<{ imageUrl: string; s3Key: string }>('/api/photo-editor/upload', {
    method: 'POST',
    body: form,
  });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
