import { jobErrorCode, type GenerationJob } from '@inkforge/domain';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { StoredJob } from './jobs.repository';

/** The API shape of a job; the image URL is minted now and expires. */
export async function toApiJob(store: ObjectStore, job: StoredJob): Promise<GenerationJob> {
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
  }
  if (job.status === 'failed') {
    api.error = job.error ?? 'An error occurred during generation';
    api.errorCode = jobErrorCode(job.error);
  }
  return api;
}
