import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { followEditJob, type FollowOptions } from '@/lib/follow-edit-job';

/**
 * POST /api/modify-image: multipart image (or a stored imageUrl) and the prompt; the edit runs
 * as a job, followed until its result (or its failure, thrown in words).
 */
export async function modifyImage(
  source: { file: File } | { imageUrl: string },
  prompt: string,
  follow: FollowOptions = {},
) {
  const form = new FormData();
  if ('file' in source) form.append('image', source.file);
  else form.append('imageUrl', source.imageUrl);
  form.append('prompt', prompt.replace(/"/g, "'").replace(/\n/g, ' '));
  const started = await apiCall('POST /api/modify-image', { body: form });
  return followEditJob(started, follow);
}

/** Modify Design as a mutation; `follow` hears the job's status while it runs. */
export function useModifyImage(follow: FollowOptions = {}) {
  return useMutation({
    mutationFn: (input: { source: { file: File } | { imageUrl: string }; prompt: string }) =>
      modifyImage(input.source, input.prompt, follow),
  });
}
