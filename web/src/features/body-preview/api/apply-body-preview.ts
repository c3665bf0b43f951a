import type { EditJobStarted } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { followEditJob, type FollowOptions } from '@/lib/follow-edit-job';

/**
 * POST /api/ai/body-preview: multipart clientImage, tattooUrl, prompt, hasConsent (10 credits);
 * the preview runs as a job, followed until its result (or its failure, thrown in words).
 */
export async function applyBodyPreview(
  input: { clientImage: File; tattooUrl: string; prompt: string },
  follow: FollowOptions = {},
) {
  const form = new FormData();
  form.append('clientImage', input.clientImage);
  form.append('tattooUrl', input.tattooUrl);
  form.append('prompt', input.prompt);
  form.append('hasConsent', 'true');
  const started = await apiRequest<EditJobStarted>('/api/ai/body-preview', {
    method: 'POST',
    body: form,
  });
  return followEditJob(started, follow);
}
