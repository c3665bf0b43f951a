import { creditCost, ERRORS, type EditJobStarted, type EditKind } from '@inkforge/domain';
import type { JobQueue } from '../adapters/firebase/job-queue';
import { AppError } from '../app-error';
import type { JobsRepository, NewJob } from './jobs.repository';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { CheckedImage } from '../paid-tools/read-upload';
import { editInputPath } from './edit-paths';

/** What starting an AI edit needs: the image tools' handles, the jobs and their queue. */
export interface EditJobDeps extends Pick<
  ImageToolsDeps,
  'objects' | 'ledger' | 'clock' | 'newId' | 'logger'
> {
  jobs: JobsRepository;
  queue: JobQueue;
}

export interface EditSpec {
  kind: EditKind;
  prompt: string;
  image: CheckedImage;
  /** Body preview: the tattoo. */
  overlay?: CheckedImage;
  /** The seed the provider's check was asked with; the job id otherwise. */
  seed?: string;
  /**
   * The AI tools the source image already went through (its provenance record), so an edit of
   * an AI design is recorded as both: `['prompt', 'modify']`. Empty for an upload.
   */
  after?: readonly string[];
}

/**
 * Starts an AI edit as a job, as generations are: the inputs are stored under the artist's
 * path, then ONE transaction spends the credits (spend key = job id) and creates the queued job,
 * and the task queue runs it (runJob), with minutes for the provider instead of Hosting's 60 s.
 * Whatever refuses an edit for free (input checks, consent, moderation, the provider's
 * checkEdit) runs before this. A caller that already left is not charged.
 */
export async function startEditJob(
  deps: EditJobDeps,
  uid: string,
  spec: EditSpec,
  callerGone: () => boolean,
): Promise<EditJobStarted> {
  if (callerGone()) throw new AppError('RESULT_NOT_DELIVERED');
  const jobId = deps.newId();
  const source = editInputPath(uid, jobId, 'image', spec.image.extension);
  // The job's own copy: a stored tattoo arrives with its own path, which the job must never
  // remove, so only the fields of the image are taken.
  const overlay = spec.overlay
    ? {
        path: editInputPath(uid, jobId, 'overlay', spec.overlay.extension),
        data: spec.overlay.data,
        contentType: spec.overlay.contentType,
      }
    : undefined;
  const removeInputs = () =>
    Promise.all([source, overlay?.path].map((path) => path && deps.objects.remove(path)));
  await deps.objects.put(source, spec.image.data, spec.image.contentType);
  if (overlay) await deps.objects.put(overlay.path, overlay.data, overlay.contentType);
  const job: NewJob = {
    id: jobId,
    kind: spec.kind,
    prompt: spec.prompt,
    cost: creditCost(spec.kind),
    sourcePath: source,
    sourceType: spec.image.contentType,
    ...(overlay ? { overlayPath: overlay.path, overlayType: overlay.contentType } : {}),
    ...(spec.seed ? { seed: spec.seed } : {}),
    ...(spec.after?.length ? { sourceAiTools: [...spec.after] } : {}),
    createdAt: deps.clock(),
  };
  try {
    await deps.jobs.runTransaction(async (tx) => {
      await deps.ledger.reserveInTransaction(tx, uid, job.cost, jobId, spec.kind);
      deps.jobs.createInTransaction(tx, uid, job);
    });
  } catch (err) {
    await removeInputs();
    throw err;
  }
  try {
    await deps.queue.enqueue({ uid, jobId });
  } catch (err) {
    deps.logger.error('edit.enqueue_failed', { jobId, kind: spec.kind, error: String(err) });
    await deps.jobs.fail(uid, jobId, ERRORS.EDIT_FAILED.message, deps.clock(), (tx) =>
      deps.ledger.refundInTransaction(tx, uid, jobId, 'not queued'),
    );
    await removeInputs();
    throw new AppError('UPSTREAM_UNAVAILABLE');
  }
  return { jobId, status: 'queued' };
}
