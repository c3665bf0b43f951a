import { api } from '@/lib/api-client';

/** POST /api/gallery: a body preview kept in the gallery, for a client when one is chosen. */
export const saveBodyPreview = (input: {
  imageUrl: string;
  clientId?: string;
  clientName?: string;
}) =>
  api.post<{ id: string; imageUrl: string }>('/api/gallery', {
    ...input,
    type: 'body_preview',
    title: input.clientName ? `Body preview for ${input.clientName}` : 'Body preview',
  });
