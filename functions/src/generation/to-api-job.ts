import { ERRORS, jobErrorCode, type EditJob, type GenerationJob } from '@inkforge/domain';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { StoredDesignJob, StoredEditJob, StoredJob } from '../jobs/jobs.repository';

/** The API shape of a design's job; the image URL is minted now and expires. */
async function toApiDesignJob(store: ObjectStore, job: StoredDesignJob): Promise<GenerationJob> {
  const api: GenerationJob = {
    jobId: job.id,
    status: job.status,
    generationType: job.generationType,
    prompt: job.prompt,
    style: job.style,
    colorScheme: job.colorScheme,
    cost: job.cost,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
  if (job.status === 'completed' && job.imagePath) {
    const imageUrl = await store.signedUrl(job.imagePath);
    api.result = { imageUrl };
    api.resultUrl = imageUrl;
    if (job.drawn) api.drawn = job.drawn;
  }
  if (job.status === 'processing' && job.partialPath) {
    api.partialImageUrl = await store.signedUrl(job.partialPath);
  }
  if (job.status === 'failed') {
    api.error = job.error ?? ERRORS.GENERATION_FAILED.message;
    api.errorCode = jobErrorCode(job.error);
  }
  return api;
}

/** An edit's job: its result carries the stored object's key, as the inline routes answered. */
async function toApiEditJob(store: ObjectStore, job: StoredEditJob): Promise<EditJob> {
  const api: EditJob = {
    jobId: job.id,
    kind: job.kind,
    status: job.status,
    cost: job.cost,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
  if (job.status === 'completed' && job.imagePath) {
    const imageUrl = await store.signedUrl(job.imagePath);
    api.result = { imageUrl, s3Key: job.imagePath };
    api.resultUrl = imageUrl;
  }
  if (job.status === 'failed') {
    api.error = job.error ?? ERRORS.EDIT_FAILED.message;
    api.errorCode = jobErrorCode(job.error, 'EDIT_FAILED');
  }
  return api;
}

export function toApiJob(store: ObjectStore, job: StoredDesignJob): Promise<GenerationJob>;
export function toApiJob(store: ObjectStore, job: StoredJob): Promise<GenerationJob | EditJob>;
export function toApiJob(store: ObjectStore, job: StoredJob): Promise<GenerationJob | EditJob> {
  return job.kind ? toApiEditJob(store, job) : toApiDesignJob(store, job);
}
