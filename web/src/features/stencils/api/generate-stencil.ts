import type { StencilParameters } from '@inkforge/domain';
import { api, apiRequest } from '@/lib/api-client';

export interface StencilAnswer {
  stencilUrl: string;
  imageUrl: string;
  s3Key: string;
  mode: 'threshold' | 'edge';
}

/** The source is a file just chosen (multipart) or one of the user's stored images (JSON). */
export type StencilSource = { file: File } | { imageUrl: string };

export function generateStencil(source: StencilSource, settings: StencilParameters) {
  if ('imageUrl' in source) {
    return api.post<StencilAnswer>('/api/stencil/generate', {
      ...settings,
      imageUrl: source.imageUrl,
    });
  }
  const form = new FormData();
  form.append('image', source.file);
  for (const [key, value] of Object.entries(settings)) form.append(key, String(value));
  return apiRequest<StencilAnswer>('/api/stencil/upload', { method: 'POST', body: form });
}
