import {
  ERRORS,
  type EditJob,
  type EditJobStarted,
  type EditResult,
  type JobStatus,
} from '@inkforge/domain';
import { getJob } from './api/get-job';
import { JobFailedError } from './api-error';
import { pollJob } from './poll-job';

export interface FollowOptions {
  /** Each status the job reports while it runs (queued, processing, …). */
  onStatus?: (status: JobStatus) => void;
  /** Once, when the edit is still running after longer than usual. */
  onLongWait?: () => void;
}

/**
 * Waits for an AI edit's job (Modify Design, a photo's cut-out, a body preview) as the
 * generator waits for its designs (until it ends, however long), and gives its result, or throws
 * a JobFailedError with the words to show when it failed or could not be checked.
 */
export async function followEditJob(
  started: EditJobStarted,
  options: FollowOptions = {},
): Promise<EditResult> {
  options.onStatus?.(started.status);
  const result = await pollJob<EditJob>(started.jobId, {
    fetchJob: (jobId) => getJob(jobId) as Promise<EditJob>,
    onUpdate: (job) => options.onStatus?.(job.status),
    ...(options.onLongWait ? { onLongWait: options.onLongWait } : {}),
  });
  switch (result.kind) {
    case 'completed':
      return {
        imageUrl: result.imageUrl,
        s3Key: result.job.result?.s3Key ?? '',
      };
    case 'failed':
      throw new JobFailedError(
        result.job.error ?? ERRORS.EDIT_FAILED.message,
        result.job.errorCode,
      );
    default:
      throw new JobFailedError(
        'Could not check the progress of this edit. Please check your connection and try again.',
      );
  }
}
