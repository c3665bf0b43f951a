import type { StencilParameters } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** The source is a file just chosen (multipart) or one of the user's stored images (JSON). */
export type StencilSource = { file: File } | { imageUrl: string };

export function generateStencil(source: StencilSource, settings: StencilParameters) {
  if ('imageUrl' in source) {
    return apiCall('POST /api/stencil/generate', {
      body: { ...settings, imageUrl: source.imageUrl },
    });
  }
  const form = new FormData();
  form.append('image', source.file);
  for (const [key, value] of Object.entries(settings)) form.append(key, String(value));
  return apiCall('POST /api/stencil/upload', { body: form });
}
