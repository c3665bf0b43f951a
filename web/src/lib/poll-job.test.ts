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

  it('reports a failed job, a failed check, and gives up after the poll limit', async () => {
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
    const slow = sequence(job({ status: 'processing' }));
    expect(await pollJob('j1', { fetchJob: slow.fetchJob, intervalMs: 0 })).toEqual({
      kind: 'timeout',
    });
    expect(slow.calls()).toBe(60);
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
      void pollJob('j1', { fetchJob: s.fetchJob, maxPolls: 3 });
      await vi.advanceTimersByTimeAsync(999);
      expect(s.calls()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(s.calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(4999);
      expect(s.calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(s.calls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
