import type { DepositChange } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import { depositOf, type StoredAppointment } from '../clients';
import type { DepositChangeListener } from '../deposits';
import type { Logger } from '../logger';
import { createMailDeps, type MailDeps } from './deps';
import { depositNotice } from './deposit-notice';
import { queueAndSend } from './send-planned';
import type { MailTasks } from '../adapters/firebase/mail-task-queue';
import { NO_SMTP } from './no-smtp';

const depositOfAppointment = (appointment: StoredAppointment | null) =>
  appointment ? depositOf(appointment as unknown as Record<string, unknown>) : null;

/**
 * A transfer is told once, from the appointment that now holds the deposit, whichever side the
 * news names: the source's deposit payment now belongs to the target.
 */
async function holderOf(deps: MailDeps, uid: string, appointment: StoredAppointment | null) {
  const deposit = depositOfAppointment(appointment);
  const movedAway = deposit?.status === 'moved' || deposit?.status === 'carried';
  const targetId =
    movedAway && deposit.paymentId
      ? await deps.outbox.appointmentOfPayment(uid, deposit.paymentId)
      : null;
  if (!targetId || targetId === appointment?.id) return { appointment, deposit };
  const target = (await deps.outbox.context(uid, targetId)).appointment;
  return { appointment: target, deposit: depositOfAppointment(target) };
}

/**
 * The deposits' listener, told after each committed change of an appointment's deposit: queues
 * the one mail that change owes the client and sends it before the caller answers. The record's
 * id is keyed by the change, so being told twice sends once. Never throws: a mail problem is
 * logged and the scheduler retries what waits.
 */
export async function afterDepositChange(
  deps: MailDeps,
  uid: string,
  appointmentId: string,
  change: DepositChange,
  send = true,
): Promise<void> {
  try {
    const now = deps.clock();
    const found = (await deps.outbox.context(uid, appointmentId)).appointment;
    const { appointment, deposit } =
      change === 'moved' || change === 'carried'
        ? await holderOf(deps, uid, found)
        : { appointment: found, deposit: depositOfAppointment(found) };
    const notice = appointment && deposit ? depositNotice(change, appointment, deposit, now) : null;
    if (notice) await queueAndSend(deps, uid, [notice], now, send);
  } catch (err) {
    deps.logger.error('mail.deposit_failed', { uid, appointmentId, change, error: String(err) });
  }
}

/**
 * The listener the deposits' deps take, for the api (with SMTP: the mail goes before the answer)
 * and for the webhook (without it the mail is queued, due now, and handed to a Cloud Task, or
 * left to the scheduler's sweep without tasks): the webhook never waits for SMTP.
 */
export function depositMailListener(deps: {
  db: Firestore;
  transport?: MailTransport;
  appOrigin?: string;
  clock: () => Date;
  logger: Logger;
  tasks?: MailTasks;
}): DepositChangeListener {
  const { transport, appOrigin } = deps;
  const sends = transport !== undefined && appOrigin !== undefined && !deps.tasks;
  const mail = createMailDeps({
    ...deps,
    transport: transport ?? NO_SMTP,
    appOrigin: appOrigin ?? '',
  });
  return (uid, appointmentId, change) =>
    afterDepositChange(mail, uid, appointmentId, change, sends);
}
