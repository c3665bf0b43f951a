import type { AiProvider } from '../adapters/ai-provider';
import type { JobQueue } from '../adapters/firebase/job-queue';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { LedgerService } from '../credits/ledger.service';
import type { Logger } from '../logger';
import type { UsersService } from '../users/users.service';
import type { JobsRepository } from './jobs.repository';

export interface GenerationDeps {
  jobs: JobsRepository;
  ledger: LedgerService;
  store: ObjectStore;
  ai: AiProvider;
  /** Decodes an uploaded sketch or photo in full before anything is charged. */
  imageOps: ImageOps;
  queue: JobQueue;
  users: UsersService;
  clock: () => Date;
  logger: Logger;
  newId: () => string;
}

/** Where a job's finished design lives: one fixed path per job, so a retry overwrites it. */
export const designPath = (uid: string, jobId: string) => `users/${uid}/designs/${jobId}.png`;
/** The latest partial image of a design being drawn; removed when the job ends. */
export const partialPath = (uid: string, jobId: string) =>
  `users/${uid}/designs/${jobId}.partial.png`;
export const uploadPath = (uid: string, jobId: string, ext: string) =>
  `users/${uid}/uploads/${jobId}.${ext}`;
