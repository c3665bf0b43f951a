import type { Firestore } from '../adapters/firebase';
import type { Payments } from '../adapters/payments';
import { createBillingRepository } from '../billing/billing.repository';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createLedgerService, type LedgerService } from '../credits/ledger.service';
import type { Logger } from '../logger';
import type { WebhookDeps } from './deps';

/** The webhook's and the daily job's dependencies, from the handles index.ts builds. */
export function createWebhookDeps(input: {
  db: Firestore;
  payments: Payments;
  clock: () => Date;
  logger: Logger;
  /** The api passes the ledger it built once; the webhook's own process builds one here. */
  ledger?: LedgerService;
}): WebhookDeps {
  return {
    repo: createBillingRepository(input.db),
    ledger:
      input.ledger ?? createLedgerService(createLedgerRepository(input.db), { now: input.clock }),
    payments: input.payments,
    clock: input.clock,
    logger: input.logger,
  };
}
