import { api } from '@/lib/api-client';

/** The result card's calls (spec tools §2 Stencil generator, §7 Image tools). */
export const saveStencilToGallery = (imageUrl: string) =>
  api.post<{ id: string; imageUrl: string }>('/api/ai/save-to-gallery', {
    imageUrl,
    type: 'stencil',
    title: 'Stencil',
  });

export const upscaleStencil = (imageUrl: string) =>
  api.post<{ upscaledUrl: string; s3Key: string }>('/api/ai/upscale', { imageUrl });

export const removeStencilBackground = (imageUrl: string) =>
  api.post<{ imageUrl: string; s3Key: string }>('/api/ai/remove-background', { imageUrl });
