import { api } from '@/lib/api-client';

/** Remove Background (1 credit) and Upscale (6 credits) on a stored image (spec tools §7). */
export const removeImageBackground = (imageUrl: string) =>
  api.post<{ imageUrl: string; s3Key: string }>('/api/ai/remove-background', { imageUrl });

export const upscaleStoredImage = (imageUrl: string) =>
  api.post<{ upscaledUrl: string; s3Key: string }>('/api/ai/upscale', { imageUrl });

export const saveModifiedToGallery = (imageUrl: string, prompt: string) =>
  api.post<{ id: string; imageUrl: string }>('/api/ai/save-to-gallery', {
    imageUrl,
    type: 'modified',
    prompt,
    title: 'Modified design',
  });
