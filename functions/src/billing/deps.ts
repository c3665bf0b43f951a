import type { Payments } from '../adapters/payments';
import type { LedgerRepository } from '../credits/ledger.repository';
import type { LedgerService } from '../credits/ledger.service';
import type { Logger } from '../logger';
import type { UsersService } from '../users/users.service';
import type { WebhookDeps } from '../webhooks';
import type { BillingRepository } from '../subscriptions/billing.repository';

export interface BillingDeps {
  repo: BillingRepository;
  ledger: LedgerService;
  /** Read side of the ledger: the credit history screen. */
  ledgerRepo: LedgerRepository;
  payments: Payments;
  users: UsersService;
  clock: () => Date;
  logger: Logger;
  /** Public origin of the web app: checkout and portal return here. */
  appOrigin: string;
  /** The sync calls apply a checkout or subscription exactly as its webhook event would. */
  webhook: WebhookDeps;
}
