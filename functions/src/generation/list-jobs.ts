import type { JobListResponse } from '@inkforge/domain';
import type { GenerationDeps } from './deps';
import { toApiJob } from './to-api-job';

/**
 * GET /api/ai/jobs: the generation history (designs, never the AI edits' jobs), newest first, a
 * page at a time (`before` is the last page's `nextBefore`).
 */
export async function listJobs(
  deps: Pick<GenerationDeps, 'jobs' | 'store'>,
  uid: string,
  page: { limit: number; before?: string },
): Promise<JobListResponse> {
  const jobs = await deps.jobs.listRecentDesigns(
    uid,
    page.limit,
    page.before ? new Date(page.before) : undefined,
  );
  const last = jobs.at(-1);
  return {
    jobs: await Promise.all(jobs.map((job) => toApiJob(deps.store, job))),
    nextBefore: jobs.length === page.limit && last ? last.createdAt.toISOString() : null,
  };
}
