import { ProviderError } from '../adapters/ai-provider';
import { moderationMessage } from '@inkforge/domain';
import type { JobTask } from '../adapters/firebase/job-queue';
import { designPath, type GenerationDeps } from '../generation/deps';
import type { StoredJob } from '../generation/jobs.repository';

/** Bounded retries: at most this many draws per job, however often it is delivered. */
export const MAX_JOB_ATTEMPTS = 3;
/**
 * A delivery holds the job this long: past the runJob timeout (540 s), so a live worker is
 * never overtaken, and a worker that died frees the job when it runs out.
 */
export const JOB_LEASE_MS = 10 * 60_000;
/** A job run inside `api` (fast types): the api request ends long before this. */
export const INLINE_JOB_LEASE_MS = 3 * 60_000;
/**
 * The runJob queue's deliveries. A delivery that finds the job held by a worker that died
 * hands the task back; the backoffs (10 s doubling to 600 s, 8 deliveries, about 20 min in
 * all) carry the last of them past the lease, so it can retry the job. The sweep fails what
 * is still open after that.
 */
export const TASK_RETRY_CONFIG = { maxAttempts: 8, minBackoffSeconds: 10, maxBackoffSeconds: 600 };
export const JOB_FAILED_MESSAGE = 'An error occurred during generation';

export type RunOutcome = 'completed' | 'failed' | 'skipped' | 'retry';

export type RunJobDeps = Pick<
  GenerationDeps,
  'jobs' | 'ledger' | 'store' | 'ai' | 'clock' | 'logger'
>;

async function failAndRefund(deps: RunJobDeps, uid: string, job: StoredJob, error: string) {
  // One transaction: the job reads failed only once its credits are back. The refund key is
  // the job id, so a second delivery of an ended job gives nothing back twice.
  await deps.jobs.fail(uid, job.id, error, deps.clock(), (tx) =>
    deps.ledger.refundInTransaction(tx, uid, job.id, `${job.generationType} failed`),
  );
}

async function draw(deps: RunJobDeps, uid: string, job: StoredJob): Promise<string> {
  const source = job.sourcePath
    ? { data: await deps.store.read(job.sourcePath), contentType: job.sourceType ?? 'image/png' }
    : undefined;
  const image = await deps.ai.generate({
    generationType: job.generationType,
    prompt: job.prompt,
    style: job.style,
    colorScheme: job.colorScheme,
    size: job.size,
    ...(job.ultraRealismStyle ? { ultraRealismStyle: job.ultraRealismStyle } : {}),
    ...(job.ultraRealismColorEffect
      ? { ultraRealismColorEffect: job.ultraRealismColorEffect }
      : {}),
    ...(source ? { source } : {}),
    seed: job.id,
  });
  const path = designPath(uid, job.id);
  await deps.store.put(path, image.data, image.contentType);
  return path;
}

/**
 * One delivery of a job's task: claim it, draw, store, complete. A failure is handed back
 * for a retry while attempts remain (the task then throws); the last failure, or one that a
 * retry cannot fix, fails the job and refunds its credits once. Deliveries of an ended job do
 * nothing; one that finds the job held asks to be delivered again.
 */
export async function runJob(
  deps: RunJobDeps,
  task: JobTask,
  options: { maxAttempts?: number; leaseMs?: number } = {},
): Promise<RunOutcome> {
  const maxAttempts = options.maxAttempts ?? MAX_JOB_ATTEMPTS;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const claim = await deps.jobs.claim(task.uid, task.jobId, deps.clock(), leaseMs);
  if (claim.state === 'missing') return 'skipped';
  if (claim.state === 'deleted') {
    deps.logger.info('job.dropped_account_deleted', { jobId: task.jobId });
    return 'skipped';
  }
  // Held by another delivery, maybe one that died: come back later rather than drop the task.
  if (claim.state === 'busy') return 'retry';
  if (claim.state === 'done') {
    if (claim.job.status === 'failed') await deps.ledger.refund(task.uid, claim.job.id);
    return 'skipped';
  }
  const { job } = claim;
  try {
    const path = await draw(deps, task.uid, job);
    const completion = await deps.jobs.complete(task.uid, job.id, path, deps.clock());
    if (completion === 'deleted') {
      // The account's deletion began while this job drew: its sweep may have run before the
      // image was stored, so the job removes it itself (the last sweep of that account).
      await deps.store.remove(path);
      deps.logger.info('job.dropped_account_deleted', { jobId: job.id });
      return 'skipped';
    }
    deps.logger.info('job.completed', { jobId: job.id, attempts: job.attempts });
    return 'completed';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const retryable = !(err instanceof ProviderError) || err.retryable;
    deps.logger.warn('job.attempt_failed', {
      jobId: job.id,
      attempt: job.attempts,
      error: message,
    });
    if (retryable && job.attempts < maxAttempts) {
      await deps.jobs.release(task.uid, job.id, message, deps.clock());
      return 'retry';
    }
    const shown =
      err instanceof ProviderError && err.moderationReason
        ? moderationMessage(err.moderationReason)
        : JOB_FAILED_MESSAGE;
    await failAndRefund(deps, task.uid, job, shown);
    return 'failed';
  }
}
