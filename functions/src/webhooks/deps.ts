import type { Payments, ProviderSubscription } from '../adapters/payments';
import type { BillingEvent } from '../adapters/stripe-events';
import type { BillingRepository } from '../billing/billing.repository';
import type { BillingUser } from '../billing/billing-user';
import type { LedgerTransaction } from '../credits/ledger.repository';
import type { LedgerService } from '../credits/ledger.service';
import type { Logger } from '../logger';

export interface WebhookDeps {
  repo: BillingRepository;
  ledger: LedgerService;
  payments: Payments;
  clock: () => Date;
  logger: Logger;
}

/** What a handler works with: the event, the user as read in this transaction, and the
 * subscription as the provider says it is now (re-read, so event order does not matter). */
export interface EventContext<K extends BillingEvent['kind'] = BillingEvent['kind']> {
  tx: LedgerTransaction;
  event: BillingEvent & { kind: K };
  user: BillingUser;
  subscription: ProviderSubscription | null;
  now: Date;
}
