import {
  DEFAULT_AFTERCARE_TEXT,
  depositLinkPath,
  formatMoney,
  isDepositMailKind,
  kindsWhere,
  senderName,
  underStudio,
  type MailReason,
} from '@inkforge/domain';
import { depositRecordOf } from './deposit-record';
import { depositFactsOf, depositStaleReason } from './deposit-facts';
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS, retryDelayMs, type MailDeps } from './deps';
import type { Finish, MailContext, StoredMail } from './outbox.repository';
import { mailIdentityOf } from './mail-header';
import { barredReason, unsubscribeHeaders } from './mail-barriers';
import { isUpcoming } from './plan-mails';
import { receiptFactsOf } from './receipt-facts';
import { renderAppointmentMail, type MailFacts } from './render-mail';
import { bookingFactsOf } from './booking-facts';
import { portalLinkFor } from './portal-link';

export type Delivery = 'sent' | 'skipped' | 'retry' | 'failed' | 'not-sent';

/** Sent after the visit: the appointment has started, and must not have been called off. */
const AFTER_VISIT = kindsWhere((m) => m.trigger === 'after_visit');
/** About the visit ahead: pointless (or confusing) once it has started. */
const BEFORE_START = kindsWhere(
  (m) => m.trigger === 'before_visit' || m.trigger === 'unpaid_deposit',
);
/**
 * A payment's receipt (the balance paid on the client's page) and a session's ink passport:
 * they tell of what happened, whatever became of the visit since.
 */
const RECEIPTS = kindsWhere(
  (m) => m.trigger === 'payment_received' || m.trigger === 'session_recorded',
);
/** A recall notice (issue 45): it stands whatever became of the visit since. */
const RECALLS = kindsWhere((m) => m.trigger === 'recall');

/**
 * Why a claimed mail has nothing to send any more, or null when it still stands (the evidence
 * of a dispute lists a waiting mail only while it does).
 */
export function staleReason(
  mail: StoredMail,
  { appointment }: Pick<MailContext, 'appointment'>,
  now: Date,
): MailReason | null {
  if (!appointment) return 'APPOINTMENT_GONE';
  if (isDepositMailKind(mail.kind)) return depositStaleReason(mail, appointment, now);
  // A receipt tells of money received: it stands whatever became of the visit since.
  if (RECEIPTS.includes(mail.kind) || RECALLS.includes(mail.kind)) return null;
  const sameTime = appointment.appointmentDate.getTime() === mail.startAt.getTime();
  if (mail.kind === 'cancelled')
    return appointment.status === 'cancelled' ? null : 'APPOINTMENT_CHANGED';
  if (AFTER_VISIT.includes(mail.kind)) {
    const calledOff = appointment.status === 'cancelled' || appointment.status === 'no_show';
    return sameTime && !calledOff ? null : 'APPOINTMENT_CHANGED';
  }
  // Releasing cancels the appointment itself; its own checks run in its transaction.
  if (mail.kind === 'slot_released') return sameTime ? null : 'APPOINTMENT_CHANGED';
  if (!sameTime || !isUpcoming(appointment.status)) return 'APPOINTMENT_CHANGED';
  // A reminder after the start (the scheduler was down) would only confuse.
  if (BEFORE_START.includes(mail.kind) && appointment.appointmentDate <= now)
    return 'APPOINTMENT_CHANGED';
  return null;
}

const DAY = 86_400_000;

/**
 * The chase is timed from the booking; a deposit asked later than that has had less time than
 * the artist gives, so it is neither nudged nor released early (the reminder before the visit
 * still carries its link). An hour of slack covers the gap between booking and asking.
 */
function askedLongEnough(
  requestedAt: Date,
  { artist }: MailContext,
  step: 'nudge' | 'release',
  now: Date,
): boolean {
  const { depositReminderDays, releaseUnpaidAfterDays } = artist.settings;
  const days =
    (depositReminderDays ?? 0) + (step === 'release' ? (releaseUnpaidAfterDays ?? 0) : 0);
  return requestedAt.getTime() + days * DAY <= now.getTime() + DAY / 24;
}

type Extras = Pick<MailFacts, 'missing' | 'aftercareText' | 'healedPhotoLink' | 'passportLink'>;

/**
 * What this mail adds to the facts: what is still missing (with its links), the aftercare
 * text; or why it has nothing to say. Releasing an unpaid slot happens here, once, before its
 * note is sent.
 */
async function extrasOf(
  deps: MailDeps,
  uid: string,
  mail: StoredMail,
  context: MailContext,
  now: Date,
): Promise<Extras | { skip: MailReason }> {
  const appointment = context.appointment!;
  const deposit = depositRecordOf((appointment as { deposit?: unknown }).deposit);
  const unpaid = deposit?.status === 'requested' ? deposit : null;
  const link = (path: string) => `${deps.appOrigin}${path}`;
  const depositLine = unpaid
    ? {
        amount: formatMoney(unpaid.amountCents, unpaid.currency, context.artist.format.locale),
        link: link(depositLinkPath(unpaid.token)),
      }
    : undefined;
  switch (mail.kind) {
    case 'reminder': {
      const intakePath = await deps.chase.intakeLink(uid, appointment.id, now);
      return {
        missing: {
          ...(depositLine ? { deposit: depositLine } : {}),
          ...(intakePath ? { intakeLink: link(intakePath) } : {}),
        },
      };
    }
    case 'deposit_reminder':
      if (!unpaid || !depositLine) return { skip: 'NO_UNPAID_DEPOSIT' };
      return askedLongEnough(unpaid.requestedAt, context, 'nudge', now)
        ? { missing: { deposit: depositLine } }
        : { skip: 'DEPOSIT_ASKED_LATER' };
    case 'slot_released': {
      if (!unpaid) return { skip: 'NO_UNPAID_DEPOSIT' };
      if (!askedLongEnough(unpaid.requestedAt, context, 'release', now))
        return { skip: 'DEPOSIT_ASKED_LATER' };
      const release = await deps.chase.releaseSlot(uid, appointment.id, mail.startAt, now);
      if (release === 'not-due') return { skip: 'NO_UNPAID_DEPOSIT' };
      // Its payment link stopped: so must any Checkout the client still has open.
      if (release === 'released') await deps.onDepositStopped?.(uid, appointment.id);
      return release === 'released' ? {} : { skip: 'APPOINTMENT_CHANGED' };
    }
    case 'intake_link': {
      // A fresh link at the moment it is sent: only its hash is stored, so a retry makes
      // another, and the one in the client's newest mail is the one that opens the form.
      const intakePath = await deps.chase.intakeLink(uid, appointment.id, now);
      return intakePath ? { missing: { intakeLink: link(intakePath) } } : { skip: 'INTAKE_SIGNED' };
    }
    case 'healed_photo': {
      if (!appointment.projectId) return { skip: 'NO_PROJECT' };
      const path = await deps.chase.healedPhotoLink(
        uid,
        { ...appointment, projectId: appointment.projectId },
        now,
      );
      return { healedPhotoLink: link(path) };
    }
    case 'aftercare':
      return { aftercareText: context.artist.settings.aftercareText ?? DEFAULT_AFTERCARE_TEXT };
    case 'ink_passport': {
      if (!deps.passportLink || !context.client) return { skip: 'APPOINTMENT_GONE' };
      const path = await deps.passportLink(uid, context.client.id, appointment.id, now);
      return { passportLink: link(path) };
    }
    default:
      return {};
  }
}

/** Renders and sends one claimed mail; an SMTP failure is a retry until the attempts run out. */
async function attempt(deps: MailDeps, uid: string, mail: StoredMail): Promise<Finish> {
  const context = await deps.outbox.context(uid, mail.appointmentId);
  const now = deps.clock();
  const stale = staleReason(mail, context, now);
  if (stale) return { status: 'skipped', reason: stale };
  const to = context.client?.email;
  if (!to) return { status: 'skipped', reason: 'NO_CLIENT_EMAIL' };
  const barred = await barredReason(deps, uid, mail.kind, context.client!.id, to);
  if (barred) return { status: 'skipped', reason: barred };
  const extras = await extrasOf(deps, uid, mail, context, now);
  if ('skip' in extras) return { status: 'skipped', reason: extras.skip };
  const appointment = context.appointment!;
  const { displayName, email } = context.artist;
  const place = underStudio(context.artist.place, await deps.studios.of(uid));
  const studioName = senderName(place.studioName, displayName, email);
  const rendered = renderAppointmentMail({
    kind: mail.kind,
    studioName,
    studioAddress: place.studioAddress,
    booking: await bookingFactsOf(deps.records, uid, appointment, context.artist.format),
    ...(mail.movedFrom ? { movedFrom: mail.movedFrom } : {}),
    ...(await portalLinkFor(deps, uid, context.client!.id, now)),
    start: appointment.appointmentDate,
    durationMinutes: appointment.duration,
    timeZone: appointment.timezone,
    locale: context.artist.format.locale,
    type: appointment.type,
    status: appointment.status,
    artistName: displayName,
    contactEmail: email,
    ...mailIdentityOf(context.artist.identity, deps.appOrigin),
    ...extras,
    ...(mail.receipt
      ? { receipt: receiptFactsOf(mail.receipt, context.artist.format.locale) }
      : {}),
    ...(mail.recall ? { recall: mail.recall } : {}),
    deposit: depositFactsOf(
      mail,
      appointment,
      context.artist.depositPolicy,
      deps.appOrigin,
      context.artist.format,
    ),
  });
  try {
    const headers = await unsubscribeHeaders(deps, uid, mail.kind, context.client!.id, now);
    await deps.transport.send({
      to,
      fromName: studioName,
      ...(email ? { replyTo: email } : {}),
      ...rendered,
      messageId: mail.id,
      ...(headers ? { headers } : {}),
    });
    await deps.delivery.recordSent(uid, mail.id, mail.id, to, now);
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
