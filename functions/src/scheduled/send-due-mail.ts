import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { ConnectPayments } from '../adapters/payments';
import { depositStopper } from '../deposits';
import type { Logger } from '../logger';
import { createMailDeps, deliverMail, type Delivery, type MailDeps } from '../reminders';

/** Mails one run takes on; the rest wait for the next run (every 15 minutes). */
export const MAIL_SWEEP_BATCH = 200;
/**
 * A run stops taking new mails after this long, well inside the function's 300 s: a slow or
 * dead SMTP server (10 s to give up on a connection) must not get a run killed while it holds
 * claims. What is left waits for the next run.
 */
const MAIL_SWEEP_BUDGET_MS = 200_000;

export type MailSweepSummary = Record<Delivery, number>;

/**
 * The scheduled sweep: every mail that is due (reminders at their hour, retries after their
 * wait, mails whose sender died after its lease) is delivered through the same claim as the
 * booking request uses, so running it twice, or on two instances, sends nothing twice.
 */
export async function sendDueMail(deps: MailDeps): Promise<MailSweepSummary> {
  const summary: MailSweepSummary = { sent: 0, skipped: 0, retry: 0, failed: 0, 'not-sent': 0 };
  const due = await deps.outbox.due(deps.clock(), MAIL_SWEEP_BATCH);
  const began = performance.now();
  for (const { uid, mailId } of due) {
    if (performance.now() - began > MAIL_SWEEP_BUDGET_MS) break;
    try {
      summary[await deliverMail(deps, uid, mailId)] += 1;
    } catch (err) {
      // One broken record must not hold back everyone else's reminders.
      deps.logger.error('mail.sweep_failed', { uid, mailId, error: String(err) });
    }
  }
  deps.logger.info('mail.sweep.done', { due: due.length, ...summary });
  return summary;
}

/**
 * The scheduled sender's deps, as index.ts builds them: with the Stripe key, so releasing an
 * unpaid slot also expires the deposit's open Checkout (without it the client could still pay
 * a cancelled visit until Stripe's own 24 hours ran out, and be refunded).
 */
export function createDueMailDeps(deps: {
  db: Firestore;
  transport: MailTransport;
  payments: ConnectPayments;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
}): MailDeps {
  return createMailDeps({ ...deps, onDepositStopped: depositStopper(deps) });
}
