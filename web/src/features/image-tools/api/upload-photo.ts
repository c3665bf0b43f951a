import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/photo-editor/upload: the photo is stored and comes back as a signed URL. */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiCall('POST /api/photo-editor/upload', { body: form });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
