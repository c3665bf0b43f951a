import { JOB_MAX_POLLS, JOB_POLL_INTERVAL_MS, type GenerationJob } from '@inkforge/domain';

export type PollResult =
  | { kind: 'completed'; job: GenerationJob; imageUrl: string }
  | { kind: 'failed'; job: GenerationJob }
  | { kind: 'timeout' }
  | { kind: 'check-failed'; error: unknown }
  | { kind: 'cancelled' };

export interface PollOptions {
  fetchJob: (jobId: string) => Promise<GenerationJob>;
  onUpdate?: (job: GenerationJob) => void;
  intervalMs?: number;
  maxPolls?: number;
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

/** Spec tools §4: every 5 s, at most 60 further polls, then a timeout. */
export async function pollJob(jobId: string, options: PollOptions): Promise<PollResult> {
  const intervalMs = options.intervalMs ?? JOB_POLL_INTERVAL_MS;
  const maxPolls = options.maxPolls ?? JOB_MAX_POLLS;
  for (let poll = 0; poll < maxPolls; poll += 1) {
    await wait(intervalMs, options.signal);
    if (options.signal?.aborted) return { kind: 'cancelled' };
    let job: GenerationJob;
    try {
      job = await options.fetchJob(jobId);
    } catch (error) {
      return { kind: 'check-failed', error };
    }
    options.onUpdate?.(job);
    const imageUrl = job.result?.imageUrl ?? job.resultUrl;
    if (job.status === 'completed' && imageUrl) return { kind: 'completed', job, imageUrl };
    if (job.status === 'failed') return { kind: 'failed', job };
  }
  return { kind: 'timeout' };
}
