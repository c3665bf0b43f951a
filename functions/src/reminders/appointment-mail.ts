import type { MailDeps } from './deps';
import { type AppointmentMoment, depositOf } from '../clients';
import { askingInsteadOfConfirming } from './deposit-notice';
import { plannedMails } from './plan-mails';
import { queueAndSend } from './send-planned';

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
    await queueAndSend(deps, uid, planned, now);
  } catch (err) {
    deps.logger.error('mail.queue_failed', { uid, appointmentId: after.id, error: String(err) });
  }
}
