import type { GenerationJob } from '@inkforge/domain';
import { describe, expect, it, vi } from 'vitest';
import { pollJob } from './poll-job';

const job = (patch: Partial<GenerationJob>): GenerationJob => ({
  jobId: 'j1',
  status: 'queued',
  generationType: 'prompt',
  prompt: 'rose',
  style: null,
  colorScheme: 'blackwork',
  cost: 4,
  createdAt: '',
  updatedAt: '',
  ...patch,
});

function sequence(...answers: (GenerationJob | Error)[]) {
  let calls = 0;
  const fetchJob = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer as GenerationJob;
  };
  return { fetchJob, calls: () => calls };
}

describe('pollJob', () => {
  it('follows the job until it completes and returns its image', async () => {
    const s = sequence(
      job({}),
      job({ status: 'processing' }),
      job({ status: 'completed', result: { imageUrl: 'http://img' } }),
    );
    const seen: string[] = [];
    const result = await pollJob('j1', {
      fetchJob: s.fetchJob,
      intervalMs: 0,
      onUpdate: (j) => seen.push(j.status),
    });
    expect(result).toMatchObject({ kind: 'completed', imageUrl: 'http://img' });
    expect(seen).toEqual(['queued', 'processing', 'completed']);
  });

  it('reports a failed job and a failed check', async () => {
    const failed = await pollJob('j1', {
      fetchJob: sequence(job({ status: 'failed', error: 'boom' })).fetchJob,
      intervalMs: 0,
    });
    expect(failed).toMatchObject({ kind: 'failed', job: { error: 'boom' } });
    const broken = sequence(new Error('503'));
    expect((await pollJob('j1', { fetchJob: broken.fetchJob, intervalMs: 0 })).kind).toBe(
      'check-failed',
    );
    expect(broken.calls()).toBe(3);
  });

  it('never gives up on a running job: past 60 polls it says it is still working, then ends', async () => {
    vi.useFakeTimers();
    try {
      const stillRunning = Array.from({ length: 100 }, () => job({ status: 'processing' }));
      const s = sequence(...stillRunning, job({ status: 'failed', error: 'refunded' }));
      const longWait = vi.fn();
      const result = pollJob('j1', { fetchJob: s.fetchJob, onLongWait: longWait });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(longWait).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(61_000);
      expect(longWait).toHaveBeenCalledTimes(1);
      // Every 5 s for the first 5 minutes, every 15 s after: 60 polls, then 40 more.
      await vi.advanceTimersByTimeAsync(5 * 60_000 - 121_000);
      expect(s.calls()).toBe(60);
      await vi.advanceTimersByTimeAsync(40 * 15_000);
      expect(s.calls()).toBe(100);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await result).toMatchObject({ kind: 'failed', job: { error: 'refunded' } });
      expect(longWait).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('survives one failed status check and still delivers the result', async () => {
    const s = sequence(
      job({ status: 'processing' }),
      new Error('503'),
      job({ status: 'completed', result: { imageUrl: 'http://img' } }),
    );
    const result = await pollJob('j1', { fetchJob: s.fetchJob, intervalMs: 0 });
    expect(result).toMatchObject({ kind: 'completed', imageUrl: 'http://img' });
  });

  it('checks first after about a second, then every five seconds', async () => {
    vi.useFakeTimers();
    try {
      const s = sequence(job({ status: 'processing' }));
      const leave = new AbortController();
      const polling = pollJob('j1', { fetchJob: s.fetchJob, signal: leave.signal });
      await vi.advanceTimersByTimeAsync(999);
      expect(s.calls()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(s.calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(4999);
      expect(s.calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(s.calls()).toBe(2);
      // The artist leaves: the polling stops there.
      leave.abort();
      expect(await polling).toEqual({ kind: 'cancelled' });
    } finally {
      vi.useRealTimers();
    }
  });
});
