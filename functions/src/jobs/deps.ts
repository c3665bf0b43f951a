import type { AppDeps } from '../app';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createLedgerService } from '../credits/ledger.service';
import { createJobsRepository } from '../generation/repository';
import type { RunJobDeps } from './run-job';

/** What a job delivery needs: shared by the api (fast types run inline) and runJob. */
export function createRunJobDeps(
  deps: Pick<AppDeps, 'db' | 'objects' | 'ai' | 'clock' | 'logger'>,
): RunJobDeps {
  return {
    jobs: createJobsRepository(deps.db),
    ledger: createLedgerService(createLedgerRepository(deps.db), { now: deps.clock }),
    store: deps.objects,
    ai: deps.ai,
    clock: deps.clock,
    logger: deps.logger,
  };
}
