import type { JobErrorCode } from '../generation/errors';
import type { GenerationJob, JobStatus } from '../generation/schemas';

/**
 * The AI edits that run as jobs (Cloud Tasks → runJob, polled through GET /api/ai/jobs/{jobId}):
 * Modify Design, a photo's background removal and the AI body preview. Each name is also the
 * credit action it spends.
 */
export const EDIT_KINDS = ['modify', 'remove_background', 'body_preview'] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** What a finished edit gives, as the routes answered when they ran inline. */
export interface EditResult {
  imageUrl: string;
  s3Key: string;
}

/** An AI edit's POST answer (202): the job to poll. */
export interface EditJobStarted {
  jobId: string;
  status: 'queued';
}

/** An edit job as GET /api/ai/jobs/{jobId} returns it; imageUrl is a short-lived signed URL. */
export interface EditJob {
  jobId: string;
  kind: EditKind;
  status: JobStatus;
  cost: number;
  createdAt: string;
  updatedAt: string;
  result?: EditResult;
  resultUrl?: string;
  error?: string;
  errorCode?: JobErrorCode;
}

/** GET /api/ai/jobs/{jobId}: a design's job, or an AI edit's (it has a `kind`). */
export type JobResponse = GenerationJob | EditJob;
