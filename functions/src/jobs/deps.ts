import type { AiProvider } from '../adapters/ai-provider';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createLedgerService, type LedgerService } from '../credits/ledger.service';
import { createJobsRepository } from '../generation/jobs.repository';
import type { Logger } from '../logger';
import type { RunJobDeps } from './run-job';

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
  };
}
