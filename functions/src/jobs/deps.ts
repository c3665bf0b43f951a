import type { AiProvider } from '../adapters/ai-provider';
import type { Firestore } from '../adapters/firebase/firebase';
import type { JobQueue } from '../adapters/firebase/job-queue';
import type { ObjectStore } from '../adapters/firebase/storage';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createLedgerService, type LedgerService } from '../credits/ledger.service';
import { createJobsRepository, type JobsRepository } from './jobs.repository';
import type { Logger } from '../logger';
import { createToolDeps, type ImageToolsDeps, type ToolHandles } from '../paid-tools/deps';
import type { EditJobDeps } from './start-edit-job';
import { createAiProvenance, type AiProvenance } from '../ai-provenance';

/** What a job delivery needs (runJob's own process, and a fast design run inside `api`). */
export interface RunJobDeps {
  jobs: JobsRepository;
  ledger: LedgerService;
  store: ObjectStore;
  ai: AiProvider;
  clock: () => Date;
  logger: Logger;
  /** What AI made: each model output is recorded where it is stored (gallery disclosure). */
  provenance: AiProvenance;
}

/** What a job delivery needs: shared by the api (fast types run inline) and runJob. */
export function createRunJobDeps(deps: {
  db: Firestore;
  objects: ObjectStore;
  ai: AiProvider;
  /** The api passes the ledger it built once; runJob's own process builds one here. */
  ledger?: LedgerService;
  clock: () => Date;
  logger: Logger;
}): RunJobDeps {
  return {
    jobs: createJobsRepository(deps.db),
    ledger:
      deps.ledger ?? createLedgerService(createLedgerRepository(deps.db), { now: deps.clock }),
    store: deps.objects,
    ai: deps.ai,
    clock: deps.clock,
    logger: deps.logger,
    provenance: createAiProvenance(deps.db),
  };
}

/** What the areas that start AI edits need: the tools' deps, the jobs and their queue. */
export function createEditJobDeps(
  deps: ToolHandles & { db: Firestore; jobQueue: JobQueue },
): ImageToolsDeps & EditJobDeps {
  return { ...createToolDeps(deps), jobs: createJobsRepository(deps.db), queue: deps.jobQueue };
}
