import {
  JOB_FIRST_POLL_MS,
  JOB_MAX_POLLS,
  JOB_POLL_INTERVAL_MS,
  type JobResponse,
} from '@inkforge/domain';

export type PollResult<J extends JobResponse = JobResponse> =
  | { kind: 'completed'; job: J; imageUrl: string }
  | { kind: 'failed'; job: J }
  | { kind: 'timeout' }
  | { kind: 'check-failed'; error: unknown }
  | { kind: 'cancelled' };

export interface PollOptions<J extends JobResponse = JobResponse> {
  fetchJob: (jobId: string) => Promise<J>;
  onUpdate?: (job: J) => void;
  firstMs?: number;
  intervalMs?: number;
  maxPolls?: number;
  /** Consecutive failed checks tolerated before giving up (a blip must not drop the job). */
  maxFailedChecks?: number;
  signal?: AbortSignal;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows a job (a design's or an AI edit's) every 5 s, at most 60 polls, then a timeout; the
 * first check after about 1 s. A failed check is retried at the next tick; only several in a
 * row end the wait.
 */
export async function pollJob<J extends JobResponse>(
  jobId: string,
  options: PollOptions<J>,
): Promise<PollResult<J>> {
  const intervalMs = options.intervalMs ?? JOB_POLL_INTERVAL_MS;
  const firstMs = options.firstMs ?? Math.min(JOB_FIRST_POLL_MS, intervalMs);
  const maxPolls = options.maxPolls ?? JOB_MAX_POLLS;
  const maxFailedChecks = options.maxFailedChecks ?? 3;
  let failedChecks = 0;
  for (let poll = 0; poll < maxPolls; poll += 1) {
    await wait(poll === 0 ? firstMs : intervalMs, options.signal);
    if (options.signal?.aborted) return { kind: 'cancelled' };
    let job: J;
    try {
      job = await options.fetchJob(jobId);
      failedChecks = 0;
    } catch (error) {
      failedChecks += 1;
      if (failedChecks >= maxFailedChecks) return { kind: 'check-failed', error };
      continue;
    }
    options.onUpdate?.(job);
    const imageUrl = job.result?.imageUrl ?? job.resultUrl;
    if (job.status === 'completed' && imageUrl) return { kind: 'completed', job, imageUrl };
    if (job.status === 'failed') return { kind: 'failed', job };
  }
  return { kind: 'timeout' };
}
