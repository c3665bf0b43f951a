import type { LedgerService } from '../credits/ledger.service';
import type { JobsRepository } from '../generation/repository';
import { JOB_FAILED_MESSAGE } from '../jobs/run-job';
import type { Logger } from '../logger';

export interface SweepDeps {
  jobs: JobsRepository;
  ledger: LedgerService;
  clock: () => Date;
  logger: Logger;
}

/** One run handles at most this many; the next run (minutes later) takes the rest. */
const BATCH = 200;

/**
 * Every few minutes: a job whose worker died (lease run out, for runJob and for a job run
 * inside `api` alike) or whose task is gone (queued past its deadline) is failed, and its
 * reservation refunded in the same transaction, keyed on the job id: a second sweep, or a
 * late delivery, gives nothing back twice.
 */
export async function sweepStrandedJobs(deps: SweepDeps): Promise<{ failed: number }> {
  const now = deps.clock();
  let failed = 0;
  for (const overdue of await deps.jobs.listOverdue(now, BATCH)) {
    try {
      const ended = await deps.jobs.failOverdue(overdue, JOB_FAILED_MESSAGE, now, (tx, job) =>
        deps.ledger.refundInTransaction(tx, overdue.uid, job.id, `${job.generationType} failed`),
      );
      if (ended) failed += 1;
    } catch (err) {
      // One broken job must not keep the others holding their credits.
      deps.logger.error('jobs.sweep_failed', { jobId: overdue.jobId, error: String(err) });
    }
  }
  if (failed) deps.logger.warn('jobs.swept', { failed });
  return { failed };
}
