import type { AppointmentMoment } from '../clients';
import { depositOf } from '../clients';
import type { MailDeps } from './deps';
import { askingInsteadOfConfirming } from './deposit-notice';
import { plannedMails } from './plan-mails';
import { queueAndSend } from './send-planned';

/**
 * Tells the outbox of a booking made by an offer (issue 46), after the offer's mail went: the
 * same mails as any booking are planned (the reminder, the unpaid deposit's chase, what follows
 * the session), but its first mail — the confirmation or the deposit request — is recorded as
 * sent with the offer, so the client gets one mail, not two. Never throws, like every hook.
 */
export async function afterOfferSent(
  deps: MailDeps,
  uid: string,
  moment: AppointmentMoment,
): Promise<void> {
  try {
    const now = deps.clock();
    const [settings, { appointment }] = await Promise.all([
      deps.outbox.settings(uid),
      deps.outbox.context(uid, moment.id),
    ]);
    const facts = appointment
      ? { type: appointment.type, durationMinutes: appointment.duration }
      : null;
    const deposit = appointment
      ? depositOf(appointment as unknown as Record<string, unknown>)
      : null;
    const planned = askingInsteadOfConfirming(
      plannedMails(null, moment, settings, now, facts),
      deposit,
    ).map((mail) =>
      mail.kind === 'confirmation' || mail.kind === 'deposit_request'
        ? { ...mail, status: 'skipped' as const, reason: 'SENT_WITH_OFFER' as const }
        : mail,
    );
    await queueAndSend(deps, uid, planned, now, !deps.tasks);
  } catch (err) {
    deps.logger.error('mail.offer_queue_failed', {
      uid,
      appointmentId: moment.id,
      error: String(err),
    });
  }
}
