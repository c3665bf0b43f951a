import { api } from '@/lib/api-client';

/** The image-tools calls of the design card (spec tools §7 Image tools). */
export const removeBackground = (imageUrl: string) =>
  api.post<{ imageUrl: string }>('/api/ai/remove-background', { imageUrl });

export const upscaleImage = (imageUrl: string) =>
  api.post<{ upscaledUrl?: string; imageUrl?: string; s3Key?: string }>('/api/ai/upscale', {
    imageUrl,
  });

export const saveToGallery = (input: {
  imageUrl: string;
  generationType: string;
  prompt: string;
}) => api.post<{ imageUrl: string }>('/api/ai/save-to-gallery', { ...input, type: 'tattoo' });
