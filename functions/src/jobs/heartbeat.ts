import type { RunJobDeps } from './deps';

export interface Heartbeat {
  stop(): void;
}

/**
 * Keeps a claimed job's short lease alive while its delivery works (provider calls can take
 * minutes): every `everyMs` the lease moves to the clock's now + `leaseMs`. A worker that dies
 * stops beating, so its lease lapses within `leaseMs` and the sweep ends the job. A beat that
 * fails is logged and the next one tries again; once the job has ended or another delivery has
 * taken it, the beats stop.
 */
export function startHeartbeat(
  deps: Pick<RunJobDeps, 'jobs' | 'clock' | 'logger'>,
  job: { uid: string; jobId: string; attempt: number },
  timing: { leaseMs: number; everyMs: number },
): Heartbeat {
  let stopped = false;
  const beat = async () => {
    try {
      const until = new Date(deps.clock().getTime() + timing.leaseMs);
      const held = await deps.jobs.renew(job.uid, job.jobId, job.attempt, until);
      if (!held) stop();
    } catch (err) {
      deps.logger.warn('job.heartbeat_failed', { jobId: job.jobId, error: String(err) });
    }
  };
  const timer = setInterval(() => {
    if (!stopped) void beat();
  }, timing.everyMs);
  // A beat never keeps a process alive on its own.
  timer.unref();
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return { stop };
}
