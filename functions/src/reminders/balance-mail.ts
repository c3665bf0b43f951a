import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTasks } from '../adapters/firebase/mail-task-queue';
import type { Logger } from '../logger';
import { createMailDeps, type MailDeps } from './deps';
import { NO_SMTP } from './no-smtp';
import type { MailReceipt } from './plan-mails';
import { queueAndSend } from './send-planned';

/** A payment recorded on the client's page: its receipt's amounts, and when it was recorded. */
export interface PaymentReceived extends MailReceipt {
  /** The receipt's key: the same payment heard twice names the same outbox record. */
  at: Date;
}

/**
 * Queues the client's receipt of a balance paid online (issue 49) and hands it to the sender.
 * Never throws: the payment is recorded already, and the scheduler retries a mail that waits.
 */
async function afterPaymentReceived(
  deps: MailDeps,
  uid: string,
  appointmentId: string,
  payment: PaymentReceived,
  send: boolean,
): Promise<void> {
  try {
    const now = deps.clock();
    const { appointment } = await deps.outbox.context(uid, appointmentId);
    if (!appointment) return;
    const { at, ...receipt } = payment;
    await queueAndSend(
      deps,
      uid,
      [
        {
          appointmentId,
          kind: 'balance_paid',
          startAt: appointment.appointmentDate,
          dueAt: now,
          status: 'pending',
          reason: null,
          changeAt: at,
          receipt,
        },
      ],
      now,
      send,
    );
  } catch (err) {
    deps.logger.error('mail.receipt_failed', { uid, appointmentId, error: String(err) });
  }
}

/**
 * The listener the Stripe webhook takes: the receipt is queued, due now, and handed to a Cloud
 * Task (the webhook never waits for SMTP), or sent at once by a process that has SMTP.
 */
export function paymentReceivedListener(deps: {
  db: Firestore;
  clock: () => Date;
  logger: Logger;
  tasks?: MailTasks;
}): (uid: string, appointmentId: string, payment: PaymentReceived) => Promise<void> {
  const mail = createMailDeps({ ...deps, transport: NO_SMTP, appOrigin: '' });
  return (uid, appointmentId, payment) =>
    afterPaymentReceived(mail, uid, appointmentId, payment, false);
}
