import type { GenerationJob } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
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
    const broken = await pollJob('j1', {
      fetchJob: sequence(new Error('503')).fetchJob,
      intervalMs: 0,
    });
    expect(broken.kind).toBe('check-failed');
    const slow = sequence(job({ status: 'processing' }));
    expect(await pollJob('j1', { fetchJob: slow.fetchJob, intervalMs: 0 })).toEqual({
      kind: 'timeout',
    });
    expect(slow.calls()).toBe(60);
  });
});
