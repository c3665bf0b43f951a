import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobsRepository } from './jobs.repository';
import { silentLogger } from '../logger';
import { startHeartbeat } from './heartbeat';
import { JOB_HEARTBEAT_MS, JOB_LEASE_MS } from './run-job';

afterEach(() => vi.useRealTimers());

const job = { uid: 'u1', jobId: 'j1', attempt: 1 };
const timing = { leaseMs: JOB_LEASE_MS, everyMs: JOB_HEARTBEAT_MS };

function fakeJobs(answers: (boolean | Error)[]) {
  const leases: number[] = [];
  const renew = vi.fn(async (_uid: string, _jobId: string, _attempt: number, until: Date) => {
    leases.push(until.getTime());
    const answer = answers.shift() ?? true;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { jobs: { renew } as unknown as JobsRepository, renew, leases };
}

describe('a running job’s heartbeat', () => {
  it('renews the 45 s lease every 15 s while the worker lives, however long it works', async () => {
    vi.useFakeTimers({ now: 0 });
    const { jobs, renew, leases } = fakeJobs([]);
    const beat = startHeartbeat(
      { jobs, clock: () => new Date(), logger: silentLogger },
      job,
      timing,
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(renew).toHaveBeenCalledTimes(40);
    expect(renew).toHaveBeenCalledWith('u1', 'j1', 1, expect.any(Date));
    expect(leases.at(-1)).toBe(10 * 60_000 + 45_000);
    beat.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(40);
  });

  it('keeps beating past a failed beat, and stops once the job is no longer its own', async () => {
    vi.useFakeTimers({ now: 0 });
    const { jobs, renew } = fakeJobs([new Error('unavailable'), true, false]);
    startHeartbeat({ jobs, clock: () => new Date(), logger: silentLogger }, job, timing);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('a dead worker’s lease lapses soon enough for the minutely sweep to end it within 2 minutes', () => {
    const sweepEveryMs = 60_000;
    // It died just after its last beat: the lease runs JOB_LEASE_MS more, then the next sweep.
    expect(JOB_LEASE_MS + sweepEveryMs).toBeLessThan(2 * 60_000);
    // A live worker renews several times within each lease, so one late beat never loses it.
    expect(JOB_LEASE_MS / JOB_HEARTBEAT_MS).toBeGreaterThanOrEqual(3);
  });
});
