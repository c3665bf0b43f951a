import type { PhotoOutputSize } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

export interface GenerateFromFileInput {
  file: File;
  type: 'sketch' | 'photo';
  style?: string;
  size?: PhotoOutputSize;
}

/** POST /api/ai/generate-from-file (multipart): always a job to poll. */
export function generateFromFile(input: GenerateFromFileInput) {
  const form = new FormData();
  form.append('file', input.file);
  form.append('type', input.type);
  form.append('generationType', input.type);
  if (input.style) form.append('style', input.style);
  if (input.size) form.append('size', input.size);
  return apiCall('POST /api/ai/generate-from-file', { body: form });
}
