import { apiRequest } from '@/lib/api-client';

/** POST /api/ai/body-preview: multipart clientImage, tattooUrl, prompt, hasConsent (10 credits). */
export function applyBodyPreview(input: { clientImage: File; tattooUrl: string; prompt: string }) {
  const form = new FormData();
  form.append('clientImage', input.clientImage);
  form.append('tattooUrl', input.tattooUrl);
  form.append('prompt', input.prompt);
  form.append('hasConsent', 'true');
  return apiRequest<{ imageUrl: string; s3Key: string }>('/api/ai/body-preview', {
    method: 'POST',
    body: form,
  });
}
