import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { followEditJob, type FollowOptions } from '@/lib/follow-edit-job';

/**
 * POST /api/ai/body-preview: multipart clientImage, tattooUrl, prompt, hasConsent (10 credits);
 * the preview runs as a job, followed until its result (or its failure, thrown in words).
 */
export interface BodyPreviewInput {
  clientImage: File;
  tattooUrl: string;
  prompt: string;
}

export async function applyBodyPreview(input: BodyPreviewInput, follow: FollowOptions = {}) {
  const form = new FormData();
  form.append('clientImage', input.clientImage);
  form.append('tattooUrl', input.tattooUrl);
  form.append('prompt', input.prompt);
  form.append('hasConsent', 'true');
  const started = await apiCall('POST /api/ai/body-preview', { body: form });
  return followEditJob(started, follow);
}

/** The preview as a mutation; `follow` hears the job's status while it runs. */
export function useApplyBodyPreview(follow: FollowOptions = {}) {
  return useMutation({ mutationFn: (input: BodyPreviewInput) => applyBodyPreview(input, follow) });
}
