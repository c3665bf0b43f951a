import type { MailReason } from '@inkforge/domain';
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS, retryDelayMs, type MailDeps } from './deps';
import type { Finish, MailContext, StoredMail } from './outbox.repository';
import { isUpcoming } from './plan-mails';
import { renderAppointmentMail } from './render-mail';
import { senderName } from './sender-name';

export type Delivery = 'sent' | 'skipped' | 'retry' | 'failed' | 'not-sent';

/** Why a claimed mail has nothing to send any more, or null when it still stands. */
function staleReason(mail: StoredMail, { appointment }: MailContext, now: Date): MailReason | null {
  if (!appointment) return 'APPOINTMENT_GONE';
  const sameTime = appointment.appointmentDate.getTime() === mail.startAt.getTime();
  if (mail.kind === 'cancelled')
    return appointment.status === 'cancelled' ? null : 'APPOINTMENT_CHANGED';
  if (!sameTime || !isUpcoming(appointment.status)) return 'APPOINTMENT_CHANGED';
  // A reminder after the start (the scheduler was down) would only confuse.
  if (mail.kind === 'reminder' && appointment.appointmentDate <= now) return 'APPOINTMENT_CHANGED';
  return null;
}

/** Renders and sends one claimed mail; an SMTP failure is a retry until the attempts run out. */
async function attempt(deps: MailDeps, uid: string, mail: StoredMail): Promise<Finish> {
  const context = await deps.outbox.context(uid, mail.appointmentId);
  const now = deps.clock();
  const stale = staleReason(mail, context, now);
  if (stale) return { status: 'skipped', reason: stale };
  const to = context.client?.email;
  if (!to) return { status: 'skipped', reason: 'NO_CLIENT_EMAIL' };
  const appointment = context.appointment!;
  const { settings, displayName, email } = context.artist;
  const studioName = senderName(settings.studioName, displayName, email);
  const rendered = renderAppointmentMail({
    kind: mail.kind,
    studioName,
    studioAddress: settings.studioAddress,
    start: appointment.appointmentDate,
    durationMinutes: appointment.duration,
    timeZone: appointment.timezone,
    type: appointment.type,
  });
  try {
    await deps.transport.send({
      to,
      fromName: studioName,
      ...(email ? { replyTo: email } : {}),
      ...rendered,
      messageId: mail.id,
    });
    return { status: 'sent' };
  } catch (err) {
    const last = mail.attempts >= MAX_MAIL_ATTEMPTS;
    deps.logger[last ? 'error' : 'warn']('mail.send_failed', {
      uid,
      mailId: mail.id,
      attempts: mail.attempts,
      error: String(err),
    });
    const retryAt = last ? null : new Date(now.getTime() + retryDelayMs(mail.attempts));
    return { status: 'retry', reason: 'SEND_FAILED', retryAt };
  }
}

/**
 * Sends one outbox mail at most once: it is claimed in a transaction first, so a second sweep,
 * a second instance or the booking request itself find it taken or done. Without SMTP settings
 * (production) nothing is claimed: the mail waits, marked, and the error is logged every time.
 */
export async function deliverMail(deps: MailDeps, uid: string, mailId: string): Promise<Delivery> {
  if (!deps.transport.configured) {
    deps.logger.error('mail.not_configured: SMTP settings are missing; the mail waits', {
      uid,
      mailId,
    });
    await deps.outbox.note(uid, mailId, 'MAIL_NOT_CONFIGURED', deps.clock());
    return 'not-sent';
  }
  const claim = await deps.outbox.claim(uid, mailId, deps.clock(), MAIL_LEASE_MS);
  if (claim.outcome !== 'claimed') return 'not-sent';
  const result = await attempt(deps, uid, claim.mail);
  await deps.outbox.finish(uid, mailId, claim.mail.claim, result, deps.clock());
  if (result.status === 'retry') return result.retryAt ? 'retry' : 'failed';
  return result.status;
}
