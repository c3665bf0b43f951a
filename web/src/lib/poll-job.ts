import {
  JOB_FIRST_POLL_MS,
  JOB_MAX_POLLS,
  JOB_POLL_INTERVAL_MS,
  type GenerationJob,
} from '@inkforge/domain';

export type PollResult =
  | { kind: 'completed'; job: GenerationJob; imageUrl: string }
  | { kind: 'failed'; job: GenerationJob }
  | { kind: 'timeout' }
  | { kind: 'check-failed'; error: unknown }
  | { kind: 'cancelled' };

export interface PollOptions {
  fetchJob: (jobId: string) => Promise<GenerationJob>;
  onUpdate?: (job: GenerationJob) => void;
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
 * Every 5 s, at most 60 polls, then a timeout; the first check after about 1 s.
 * A failed check is retried at the next tick; only several in a row end the wait.
 */
export async function pollJob(jobId: string, options: PollOptions): Promise<PollResult> {
  const intervalMs = options.intervalMs ?? JOB_POLL_INTERVAL_MS;
  const firstMs = options.firstMs ?? Math.min(JOB_FIRST_POLL_MS, intervalMs);
  const maxPolls = options.maxPolls ?? JOB_MAX_POLLS;
  const maxFailedChecks = options.maxFailedChecks ?? 3;
  let failedChecks = 0;
  for (let poll = 0; poll < maxPolls; poll += 1) {
    await wait(poll === 0 ? firstMs : intervalMs, options.signal);
    if (options.signal?.aborted) return { kind: 'cancelled' };
    let job: GenerationJob;
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
