import { apiRequest } from '@/lib/api-client';

/** POST /api/modify-image: multipart image (or a stored imageUrl) and the prompt. */
export function modifyImage(source: { file: File } | { imageUrl: string }, prompt: string) {
  const form = new FormData();
  if ('file' in source) form.append('image', source.file);
  else form.append('imageUrl', source.imageUrl);
  form.append('prompt', prompt.replace(/"/g, "'").replace(/\n/g, ' '));
  return apiRequest<{ imageUrl: string; s3Key: string }>('/api/modify-image', {
    method: 'POST',
    body: form,
  });
}
