import type { Firestore } from '../adapters/firebase/firebase';
import type { Logger } from '../logger';
import { createMailDeps, type MailDeps } from './deps';
import type { MailTasks } from '../adapters/firebase/mail-task-queue';
import { NO_SMTP } from './no-smtp';
import { type AppointmentMoment, depositOf, momentOf } from '../clients';
import { askingInsteadOfConfirming } from './deposit-notice';
import { plannedMails } from './plan-mails';
import { queueAndSend, releaseHeldRefunds } from './send-planned';

/**
 * Called after an appointment is booked, edited or cancelled: queues what the client is owed
 * and sends what is due now (the confirmation or the note) before the request answers. A mail
 * problem never undoes the booking: it is logged, and the scheduler retries what waits.
 */
export async function afterAppointmentChange(
  deps: MailDeps,
  uid: string,
  before: AppointmentMoment | null,
  after: AppointmentMoment,
): Promise<void> {
  try {
    const now = deps.clock();
    const [settings, { appointment }] = await Promise.all([
      deps.outbox.settings(uid),
      deps.outbox.context(uid, after.id),
    ]);
    const facts = appointment
      ? { type: appointment.type, durationMinutes: appointment.duration }
      : null;
    const deposit = appointment
      ? depositOf(appointment as unknown as Record<string, unknown>)
      : null;
    const planned = askingInsteadOfConfirming(
      plannedMails(before, after, settings, now, facts),
      deposit,
    );
    await queueAndSend(deps, uid, planned, now, !deps.tasks);
    if (planned.some((m) => m.kind === 'cancelled'))
      await releaseHeldRefunds(deps, uid, after.id, now, !deps.tasks);
  } catch (err) {
    deps.logger.error('mail.queue_failed', { uid, appointmentId: after.id, error: String(err) });
  }
}

/**
 * An appointment made outside the clients area (a paid flash booking, in the webhook): plans
 * the same mails as any booking (the confirmation is its deposit notice, the reminder, what
 * follows the session), from its stored record.
 */
async function afterAppointmentBooked(
  deps: MailDeps,
  uid: string,
  appointmentId: string,
): Promise<void> {
  const { appointment } = await deps.outbox.context(uid, appointmentId);
  if (appointment) await afterAppointmentChange(deps, uid, null, momentOf(appointment));
}

/**
 * The hook for a process without SMTP (the Stripe webhook): queues the mails and hands the ones
 * due now to Cloud Tasks, so the webhook answers after its Firestore write.
 */
export function appointmentBookedListener(deps: {
  db: Firestore;
  clock: () => Date;
  logger: Logger;
  tasks?: MailTasks;
}): (uid: string, appointmentId: string) => Promise<void> {
  const mail = createMailDeps({ ...deps, transport: NO_SMTP, appOrigin: '' });
  return (uid, appointmentId) => afterAppointmentBooked(mail, uid, appointmentId);
}
