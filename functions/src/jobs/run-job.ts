import { ProviderError, type DesignDrawn } from '../adapters/ai-provider';
import { designOptionsOf, ERRORS, moderationMessage } from '@inkforge/domain';
import type { JobTask } from '../adapters/firebase/job-queue';
import {
  jobAction,
  type StoredDesignJob,
  type StoredEditJob,
  type StoredJob,
} from './jobs.repository';
import type { RunJobDeps } from './deps';
import { editInputsOf, editResultPath } from './edit-paths';
import { startHeartbeat } from './heartbeat';

/** Bounded retries: at most this many draws per job, however often it is delivered. */
export const MAX_JOB_ATTEMPTS = 3;
/**
 * A delivery holds the job this long at a time and renews it every JOB_HEARTBEAT_MS while it
 * works, however long the provider takes (runJob and a fast type run inside `api` alike). A
 * worker that dies stops renewing: its lease lapses within 45 s and the sweep, every minute,
 * ends the job (or a later delivery retries it), so nothing is held past 2 minutes.
 */
export const JOB_LEASE_MS = 45_000;
export const JOB_HEARTBEAT_MS = 15_000;
/**
 * The runJob queue's deliveries. A delivery that finds the job held hands the task back; the
 * backoffs (10 s doubling to 600 s, 8 deliveries) come back after a dead worker's lease has
 * lapsed, so one of them can retry the job unless the sweep has ended it first.
 */
export const TASK_RETRY_CONFIG = { maxAttempts: 8, minBackoffSeconds: 10, maxBackoffSeconds: 600 };
const JOB_FAILED_MESSAGE = 'An error occurred during generation';

export type RunOutcome = 'completed' | 'failed' | 'skipped' | 'retry';

/** Where a job's finished design lives: one fixed path per job, so a retry overwrites it. */
export const designPath = (uid: string, jobId: string) => `users/${uid}/designs/${jobId}.png`;
/** The latest partial image of a design being drawn; removed when the job ends. */
const partialPath = (uid: string, jobId: string) => `users/${uid}/designs/${jobId}.partial.png`;

async function failAndRefund(deps: RunJobDeps, uid: string, job: StoredJob, error: string) {
  // One transaction: the job reads failed only once its credits are back. The refund key is
  // the job id, so a second delivery of an ended job gives nothing back twice.
  await deps.jobs.fail(uid, job.id, error, deps.clock(), (tx) =>
    deps.ledger.refundInTransaction(tx, uid, job.id, `${jobAction(job)} failed`),
  );
}

/** Where this delivery stored a partial image, if the provider streamed one. */
interface Shown {
  partial?: string;
}

async function draw(
  deps: RunJobDeps,
  uid: string,
  job: StoredDesignJob,
  shown: Shown,
): Promise<{ path: string; drawn?: DesignDrawn }> {
  const source = job.sourcePath
    ? { data: await deps.store.read(job.sourcePath), contentType: job.sourceType ?? 'image/png' }
    : undefined;
  const image = await deps.ai.generate(
    {
      ...designOptionsOf(job),
      ...(source ? { source } : {}),
      seed: job.id,
      caller: uid,
    },
    // A live provider streams the design as it forms: the screen shows the latest.
    async (partial) => {
      const path = partialPath(uid, job.id);
      shown.partial = path;
      await deps.store.put(path, partial.data, 'image/png');
      await deps.jobs.showPartial(uid, job.id, path, deps.clock());
    },
  );
  const path = designPath(uid, job.id);
  await deps.store.put(path, image.data, image.contentType);
  await deps.provenance.madeByModel(uid, path, {
    tool: job.generationType,
    model: image.model ?? null,
    bytes: image.data,
  });
  return image.drawn ? { path, drawn: image.drawn } : { path };
}

/** Modify Design, a photo's cut-out or a body preview, from the job's stored inputs. */
async function edit(deps: RunJobDeps, uid: string, job: StoredEditJob): Promise<string> {
  const read = async (path: string, contentType: string) => ({
    data: await deps.store.read(path),
    contentType,
  });
  const image = await read(job.sourcePath, job.sourceType);
  const overlay = job.overlayPath
    ? await read(job.overlayPath, job.overlayType ?? 'image/png')
    : undefined;
  const edited = await deps.ai.editImage({
    kind: job.kind,
    prompt: job.prompt,
    image,
    ...(overlay ? { overlay } : {}),
    seed: job.seed ?? job.id,
    caller: uid,
  });
  const path = editResultPath(uid, job);
  await deps.store.put(path, edited.data, edited.contentType);
  await deps.provenance.madeByModel(uid, path, {
    tool: job.kind,
    model: edited.model ?? null,
    bytes: edited.data,
    after: job.sourceAiTools ?? [],
  });
  return path;
}

/**
 * An edit's inputs are its own copies, and a design's partial image only shows it forming:
 * they go when the job ends, however it ends.
 */
async function removeInputs(deps: RunJobDeps, job: StoredJob, shown?: Shown): Promise<void> {
  const leftovers = [...editInputsOf(job), ...(shown?.partial ? [shown.partial] : [])];
  try {
    await Promise.all(leftovers.map((path) => deps.store.remove(path)));
  } catch (err) {
    deps.logger.warn('job.inputs_not_removed', { jobId: job.id, error: String(err) });
  }
}

/** The sentence a job that failed shows, a design's or an edit's (they are refunded). */
export const failedMessage = (job: StoredJob): string =>
  job.kind ? ERRORS.EDIT_FAILED.message : JOB_FAILED_MESSAGE;

/** Moderation's reason when moderation refused it, else the job's failure. */
function failureMessage(err: unknown, job: StoredJob): string {
  if (err instanceof ProviderError && err.moderationReason) {
    return moderationMessage(err.moderationReason);
  }
  return failedMessage(job);
}

/**
 * One delivery of a job's task: claim it, draw (or edit), store, complete. A failure is handed back
 * for a retry while attempts remain (the task then throws); the last failure, or one that a
 * retry cannot fix, fails the job and refunds its credits once. Deliveries of an ended job do
 * nothing; one that finds the job held asks to be delivered again.
 */
export async function runJob(
  deps: RunJobDeps,
  task: JobTask,
  options: { maxAttempts?: number; leaseMs?: number; heartbeatMs?: number } = {},
): Promise<RunOutcome> {
  const maxAttempts = options.maxAttempts ?? MAX_JOB_ATTEMPTS;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const everyMs = options.heartbeatMs ?? JOB_HEARTBEAT_MS;
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
    await removeInputs(deps, claim.job);
    return 'skipped';
  }
  const { job } = claim;
  const shown: Shown = {};
  const heartbeat = startHeartbeat(
    deps,
    { uid: task.uid, jobId: job.id, attempt: job.attempts },
    { leaseMs, everyMs },
  );
  try {
    const { path, drawn } = job.kind
      ? { path: await edit(deps, task.uid, job), drawn: undefined }
      : await draw(deps, task.uid, job, shown);
    heartbeat.stop();
    const completion = await deps.jobs.complete(task.uid, job.id, path, deps.clock(), drawn);
    await removeInputs(deps, job, shown);
    if (completion === 'deleted') {
      // The account's deletion began while this job drew: its sweep may have run before the
      // image was stored, so the job removes it itself (the last sweep of that account).
      await deps.store.remove(path);
      await deps.provenance.forget(task.uid, path);
      deps.logger.info('job.dropped_account_deleted', { jobId: job.id });
      return 'skipped';
    }
    deps.logger.info('job.completed', { jobId: job.id, attempts: job.attempts });
    return 'completed';
  } catch (err) {
    heartbeat.stop();
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
    await failAndRefund(deps, task.uid, job, failureMessage(err, job));
    await removeInputs(deps, job, shown);
    return 'failed';
  }
}
