import {
  designOptionsOf,
  generationCost,
  isImmediate,
  jobErrorCode,
  moderationMessage,
  type DesignOptions,
  type GenerateResponse,
} from '@inkforge/domain';
import { requireAi } from '../adapters/ai-unconfigured';
import { requireModel } from '../adapters/require-model';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import { designPath, runJob } from '../jobs/run-job';
import { toolUploadPath } from '../paid-tools/deps';
import type { GenerationDeps } from './deps';
import type { NewJob } from '../jobs/jobs.repository';
import { refuseNamedArtists } from '../named-artists';

/** A design to start: its options, and for sketch and photo the upload. */
export interface GenerationSpec extends DesignOptions {
  source?: { data: Buffer; contentType: string; extension: string };
}

async function moderate(deps: GenerationDeps, prompt: string): Promise<void> {
  if (!prompt) return;
  let verdict;
  try {
    verdict = await deps.ai.moderate(prompt);
  } catch (err) {
    deps.logger.warn('generation.moderation_unavailable', { error: String(err) });
    throw new AppError('UPSTREAM_UNAVAILABLE');
  }
  if (verdict.flagged) {
    throw new AppError('MODERATION_BLOCKED', moderationMessage(verdict.reason));
  }
}

/** A design the provider says it cannot draw is refused here, before anything is charged. */
async function refuseUndrawable(deps: GenerationDeps, spec: GenerationSpec): Promise<void> {
  const verdict = await deps.ai.checkDesign?.({
    ...designOptionsOf(spec),
    ...(spec.source ? { source: spec.source } : {}),
    seed: '',
  });
  if (verdict && !verdict.ok) throw new AppError('OFFLINE_DESIGN_UNSUPPORTED', verdict.message);
}

function newJob(spec: GenerationSpec, id: string, now: Date, source?: string): NewJob {
  return {
    id,
    ...designOptionsOf(spec),
    ...(source && spec.source ? { sourcePath: source, sourceType: spec.source.contentType } : {}),
    cost: generationCost(spec.generationType),
    createdAt: now,
  };
}

/** Runs a fast type here and now: one attempt, refunded by runJob if it fails. */
async function runNow(
  deps: GenerationDeps,
  uid: string,
  jobId: string,
): Promise<GenerateResponse & { objectPath: string }> {
  const outcome = await runJob(deps, { uid, jobId }, { maxAttempts: 1 });
  if (outcome !== 'completed') {
    const job = await deps.jobs.get(uid, jobId);
    if (jobErrorCode(job?.error) === 'MODERATION_BLOCKED') {
      throw new AppError('MODERATION_BLOCKED', job?.error ?? undefined);
    }
    throw new AppError('GENERATION_FAILED');
  }
  const objectPath = designPath(uid, jobId);
  return {
    imageUrl: await deps.store.signedUrl(objectPath),
    jobId,
    status: 'completed',
    objectPath,
  };
}

/**
 * The checks before any charge, asked together. On a cold worker each is a first call (the
 * OpenAI SDK's import, the model look-up, moderation): one after the other their waits added up
 * to most of the first design's delay. The first in the list to refuse is the answer, as when
 * they ran in turn; none charges or writes anything another depends on.
 */
async function firstRefusal(checks: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(checks);
  const refused = results.find((r) => r.status === 'rejected');
  if (refused) throw refused.reason;
}

/**
 * Moderates, then in ONE transaction reserves the credits (spend key = job id) and creates
 * the queued job, so there is never a charge without a job or a job without a charge. Fast
 * types then run at once; the others go on the task queue.
 */
export async function startGeneration(
  deps: GenerationDeps,
  caller: AuthContext,
  spec: GenerationSpec,
): Promise<GenerateResponse & { objectPath?: string }> {
  requireAi(deps.ai);
  await firstRefusal([
    deps.users.ensureCaller(caller),
    requireModel(deps.ai, { generationType: spec.generationType }, deps.logger),
    // Every free-text field of every type (prompt, surprise, sketch, photo, quick, flash).
    refuseNamedArtists(
      deps.namedArtistGuard,
      [spec.prompt, spec.style, spec.ultraRealismColorEffect],
      caller.uid,
    ),
    moderate(deps, spec.prompt),
    refuseUndrawable(deps, spec),
  ]);
  const uid = caller.uid;
  const jobId = deps.newId();
  const now = deps.clock();
  const source = spec.source ? toolUploadPath(uid, jobId, spec.source.extension) : undefined;
  if (source && spec.source)
    await deps.store.put(source, spec.source.data, spec.source.contentType);
  const job = newJob(spec, jobId, now, source);
  try {
    await deps.jobs.runTransaction(async (tx) => {
      await deps.ledger.reserveInTransaction(tx, uid, job.cost, jobId, spec.generationType);
      deps.jobs.createInTransaction(tx, uid, job);
    });
  } catch (err) {
    if (source) await deps.store.remove(source);
    throw err;
  }
  if (isImmediate(spec.generationType)) return runNow(deps, uid, jobId);
  try {
    await deps.queue.enqueue({ uid, jobId });
  } catch (err) {
    deps.logger.error('generation.enqueue_failed', { jobId, error: String(err) });
    await deps.jobs.fail(uid, jobId, 'The generation could not be queued.', deps.clock(), (tx) =>
      deps.ledger.refundInTransaction(tx, uid, jobId, 'not queued'),
    );
    throw new AppError('UPSTREAM_UNAVAILABLE');
  }
  return { jobId, status: 'queued' };
}
