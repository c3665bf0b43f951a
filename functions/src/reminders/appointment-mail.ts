import { appointmentMailId } from '@inkforge/domain';
import type { MailDeps } from './deps';
import { deliverMail } from './deliver-mail';
import type { AppointmentMoment } from '../clients/deps';
import { plannedMails } from './plan-mails';

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
    const planned = plannedMails(before, after, settings, now, facts);
    if (planned.length === 0) return;
    const created = await deps.outbox.queue(uid, planned, now);
    const dueNow = new Set(
      planned
        .filter((m) => m.status === 'pending' && m.dueAt <= now)
        .map((m) => appointmentMailId(m.appointmentId, m.kind, m.startAt)),
    );
    for (const mailId of created.filter((id) => dueNow.has(id))) {
      await deliverMail(deps, uid, mailId);
    }
  } catch (err) {
    deps.logger.error('mail.queue_failed', { uid, appointmentId: after.id, error: String(err) });
  }
}
