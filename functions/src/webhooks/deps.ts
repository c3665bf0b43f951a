import type { Firestore } from '../adapters/firebase/firebase';
import type { Payments, ProviderSubscription } from '../adapters/payments';
import type { BillingEvent } from '../adapters/stripe/stripe-events';
import {
  createBillingRepository,
  type BillingRepository,
} from '../subscriptions/billing.repository';
import type { BillingUser } from '../subscriptions/billing-user';
import { createLedgerRepository, type LedgerTransaction } from '../credits/ledger.repository';
import { createLedgerService, type LedgerService } from '../credits/ledger.service';
import { createDepositEvents, type DepositEvents, type DepositChangeListener } from '../deposits';
import type { Logger } from '../logger';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import {
  appointmentBookedListener,
  depositMailListener,
  paymentReceivedListener,
  type MailTasks,
} from '../reminders';
import type { BalancePaidListener } from '../portal-balance';
import { notifierFor, type NewNotification } from '../notifications';

export interface WebhookDeps {
  db: Firestore;
  repo: BillingRepository;
  /** Deposits paid to artists' connected accounts. */
  deposits: DepositEvents;
  ledger: LedgerService;
  payments: Payments;
  clock: () => Date;
  logger: Logger;
  /** Tells the artist's bell, in the event's transaction; the id makes it once. */
  notify(tx: LedgerTransaction, uid: string, id: string, notification: NewNotification): void;
  /** The client's e-mail about each committed deposit change. */
  onDepositChange: DepositChangeListener;
  /** Plans a paid flash booking's mails as any booking's (reminder, aftercare, healed photo). */
  onAppointmentBooked: (uid: string, appointmentId: string) => Promise<void>;
  /** The client's receipt of a balance paid on their page, handed to the mail task. */
  onBalancePaid: BalancePaidListener;
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

/** The webhook's and the daily job's dependencies, from the handles index.ts builds. */
export function createWebhookDeps(input: {
  db: Firestore;
  payments: Payments;
  clock: () => Date;
  logger: Logger;
  /** The api passes the ledger it built once; the webhook's own process builds one here. */
  ledger?: LedgerService;
  /** SMTP and the app's origin send a deposit's mail at once; without them it waits for the scheduler. */
  mail?: MailTransport;
  appOrigin?: string;
  /** The deployed webhook hands the mails to Cloud Tasks: it answers without waiting for SMTP. */
  mailTasks?: MailTasks;
}): WebhookDeps {
  return {
    repo: createBillingRepository(input.db),
    db: input.db,
    deposits: createDepositEvents(input.db),
    ledger:
      input.ledger ?? createLedgerService(createLedgerRepository(input.db), { now: input.clock }),
    payments: input.payments,
    clock: input.clock,
    logger: input.logger,
    notify: notifierFor(input.db, input.clock),
    onDepositChange: depositMailListener({
      ...input,
      transport: input.mail,
      tasks: input.mailTasks,
    }),
    onAppointmentBooked: appointmentBookedListener({ ...input, tasks: input.mailTasks }),
    onBalancePaid: paymentReceivedListener({ ...input, tasks: input.mailTasks }),
  };
}
