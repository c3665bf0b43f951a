import { ERRORS, type JobResponse } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { GenerationDeps } from './deps';
import { toApiJob } from './to-api-job';

/**
 * GET /api/ai/jobs/{jobId}: one of the caller's jobs, a design's or an AI edit's; another
 * artist's id reads as not found.
 */
export async function getJob(
  deps: Pick<GenerationDeps, 'jobs' | 'store'>,
  uid: string,
  jobId: string,
): Promise<JobResponse> {
  const job = await deps.jobs.get(uid, jobId);
  if (!job) throw new AppError('JOB_NOT_FOUND', ERRORS.JOB_NOT_FOUND.message);
  return toApiJob(deps.store, job);
}
