import {
  JOB_FAST_POLLS,
  JOB_FIRST_POLL_MS,
  JOB_LONG_WAIT_MS,
  JOB_POLL_INTERVAL_MS,
  JOB_SLOW_POLL_INTERVAL_MS,
  type JobResponse,
} from '@inkforge/domain';

export type PollResult<J extends JobResponse = JobResponse> =
  | { kind: 'completed'; job: J; imageUrl: string }
  | { kind: 'failed'; job: J }
  | { kind: 'check-failed'; error: unknown }
  | { kind: 'cancelled' };

export interface PollOptions<J extends JobResponse = JobResponse> {
  fetchJob: (jobId: string) => Promise<J>;
  onUpdate?: (job: J) => void;
  /** Once, when the job is still open after JOB_LONG_WAIT_MS: the screen says so. */
  onLongWait?: () => void;
  firstMs?: number;
  intervalMs?: number;
  /** Consecutive failed checks tolerated before giving up (a blip must not drop the job). */
  maxFailedChecks?: number;
  signal?: AbortSignal;
}

/** What a screen says while a job it follows runs past JOB_LONG_WAIT_MS. */
export const STILL_WORKING = 'Still working — this is taking longer than usual.';

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows a job (a design's or an AI edit's) until it ends or the artist leaves (`signal`):
 * the first check after about 1 s, every 5 s for 60 polls, then every 15 s. The server ends
 * every job (a dead worker's within 2 minutes), so there is no time limit here. A failed check
 * is retried at the next tick; only several in a row end the wait.
 */
export async function pollJob<J extends JobResponse>(
  jobId: string,
  options: PollOptions<J>,
): Promise<PollResult<J>> {
  const intervalMs = options.intervalMs ?? JOB_POLL_INTERVAL_MS;
  const slowMs = options.intervalMs ?? JOB_SLOW_POLL_INTERVAL_MS;
  const firstMs = options.firstMs ?? Math.min(JOB_FIRST_POLL_MS, intervalMs);
  const maxFailedChecks = options.maxFailedChecks ?? 3;
  let failedChecks = 0;
  let waited = 0;
  let saidLong = false;
  for (let poll = 0; ; poll += 1) {
    const ms = poll === 0 ? firstMs : poll < JOB_FAST_POLLS ? intervalMs : slowMs;
    await wait(ms, options.signal);
    waited += ms;
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
    if (!saidLong && waited >= JOB_LONG_WAIT_MS) {
      saidLong = true;
      options.onLongWait?.();
    }
  }
}
