import type { ObjectStore } from '../adapters/firebase/storage';
import type { LedgerService } from '../credits/ledger.service';
import {
  jobAction,
  type JobsRepository,
  type OverdueJob,
  type StoredJob,
} from '../jobs/jobs.repository';
import { editInputsOf } from '../jobs/edit-paths';
import { failedMessage } from '../jobs/run-job';
import type { Logger } from '../logger';

export interface SweepDeps {
  jobs: JobsRepository;
  ledger: LedgerService;
  /** An AI edit's own copies of its inputs are removed when the sweep ends it. */
  store: Pick<ObjectStore, 'remove'>;
  clock: () => Date;
  logger: Logger;
}

/** Rows read per query; a run reads a few batches at most and leaves the rest to the next. */
const BATCH = 200;
const BATCHES_PER_RUN = 10;

/** Fails one overdue job with its refund; false if it had ended or was taken again. */
async function failOne(deps: SweepDeps, overdue: OverdueJob, now: Date): Promise<boolean> {
  let ended: StoredJob | undefined;
  try {
    const failed = await deps.jobs.failOverdue(overdue, failedMessage, now, (tx, job) => {
      ended = job;
      return deps.ledger.refundInTransaction(tx, overdue.uid, job.id, `${jobAction(job)} failed`);
    });
    if (failed && ended) await Promise.all(editInputsOf(ended).map((p) => deps.store.remove(p)));
    return failed;
  } catch (err) {
    // One broken job must not keep the others holding their credits.
    deps.logger.error('jobs.sweep_failed', { jobId: overdue.jobId, error: String(err) });
    return false;
  }
}

/**
 * Every minute: a job whose worker died (lease run out, for runJob and for a job run
 * inside `api` alike) or whose task is gone (queued past its deadline) is failed, and its
 * reservation refunded in the same transaction, keyed on the job id: a second sweep, or a
 * late delivery, gives nothing back twice.
 */
export async function sweepStrandedJobs(deps: SweepDeps): Promise<{ failed: number }> {
  const now = deps.clock();
  let failed = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
    const overdue = await deps.jobs.listOverdue(now, BATCH);
    for (const job of overdue) if (await failOne(deps, job, now)) failed += 1;
    if (overdue.length < BATCH) break;
  }
  if (failed) deps.logger.warn('jobs.swept', { failed });
  return { failed };
}
