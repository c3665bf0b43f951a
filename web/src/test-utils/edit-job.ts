import type { EditJob, EditKind } from '@inkforge/domain';

/**
 * An AI edit's job as GET /api/ai/jobs/{jobId} answers it, one answer per poll (the last one
 * repeats): e.g. processing, then completed with its result.
 */
export function editJobReplies(kind: EditKind, ...states: Partial<EditJob>[]): () => EditJob {
  let polls = 0;
  return () => {
    const state = states[Math.min(polls, states.length - 1)];
    polls += 1;
    return {
      jobId: 'edit-1',
      kind,
      status: 'queued',
      cost: 10,
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
      ...state,
    };
  };
}

/** The job's finished state with its result, as the server gives it. */
export const completedWith = (imageUrl: string, s3Key: string): Partial<EditJob> => ({
  status: 'completed',
  result: { imageUrl, s3Key },
  resultUrl: imageUrl,
});
