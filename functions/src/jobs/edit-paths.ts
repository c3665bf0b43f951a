import type { EditKind } from '@inkforge/domain';
import type { StoredJob } from './jobs.repository';
import { toolResultPath } from '../paid-tools/deps';

/** Each edit's result, named as the tool results were when the edits ran inline. */
const RESULT_NAMES: Record<EditKind, string> = {
  modify: 'modified',
  remove_background: 'nobg',
  body_preview: 'preview',
};

/** One fixed path per job, so a retry overwrites its own result. */
export const editResultPath = (uid: string, job: { id: string; kind: EditKind }) =>
  toolResultPath(uid, RESULT_NAMES[job.kind], job.id);

/** The job's own copy of an input (the image, and a body preview's tattoo). */
export const editInputPath = (
  uid: string,
  jobId: string,
  role: 'image' | 'overlay',
  extension: string,
) => `users/${uid}/uploads/${jobId}-${role}.${extension}`;

/** The inputs an ended job leaves behind: an edit's own copies (a design keeps its upload). */
export const editInputsOf = (job: StoredJob): string[] =>
  job.kind ? [job.sourcePath, job.overlayPath].filter((p): p is string => Boolean(p)) : [];
