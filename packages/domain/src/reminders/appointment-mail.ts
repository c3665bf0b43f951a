import { DEPOSIT_MAIL_KINDS, type DepositMailKind, type MailKind } from './client-messages';

/**
 * The e-mails an appointment sends its client (beyond the spec): a confirmation on booking, a
 * reminder before it, and a note when it is moved or cancelled. Issue 27 adds what chases the
 * missing: a reminder of an unpaid deposit, the note that an unpaid slot was released, the
 * aftercare instructions after the session and, weeks later, a link to send a healed photo.
 * Issue 34 adds what the client is told of their deposit, each once per change. Issue 48 puts
 * every kind in one table (client-messages.ts): its trigger, wording and unsubscribe class.
 */

/**
 * pending: waiting for its time or a retry; sending: claimed by one sender; sent; skipped:
 * nothing to send (no client e-mail, the appointment moved, was cancelled or deleted, or was
 * booked inside the reminder window); failed: the retries ran out.
 */
export const MAIL_STATUSES = [
  'pending',
  'sending',
  'sent',
  'skipped',
  'failed',
  /** Accepted by SMTP, then bounced or marked as spam (the provider's event; issue 48). */
  'undelivered',
] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Why a mail was skipped or last failed; shown to the artist beside the appointment. */
export const MAIL_REASONS = [
  'NO_CLIENT_EMAIL',
  'BOOKED_INSIDE_REMINDER_WINDOW',
  'APPOINTMENT_CHANGED',
  'APPOINTMENT_GONE',
  'MAIL_NOT_CONFIGURED',
  'SEND_FAILED',
  'NO_UNPAID_DEPOSIT',
  'DEPOSIT_ASKED_LATER',
  'NO_PROJECT',
  'INTAKE_SIGNED',
  /** The provider reported a permanent bounce; `deliveryError` has the server's words. */
  'BOUNCED',
  /** The client marked the mail as spam. */
  'COMPLAINED',
  /** Not sent: the address bounced or complained before and the artist has not cleared it. */
  'ADDRESS_SUPPRESSED',
  /** Not sent: the client unsubscribed from this class of mail. */
  'UNSUBSCRIBED',
  /** Not sent on its own: the booking's first mail went out as the artist's offer (issue 46). */
  'SENT_WITH_OFFER',
] as const;
export type MailReason = (typeof MAIL_REASONS)[number];

/** One outbox record as GET /api/appointment-mail lists it. */
export interface ApiAppointmentMail {
  id: string;
  appointmentId: string;
  kind: MailKind;
  status: MailStatus;
  /** The appointment start this mail is about (ISO). */
  startAt: string;
  /** When it is (or was) due to go (ISO). */
  dueAt: string;
  sentAt: string | null;
  attempts: number;
  reason: MailReason | null;
  /** Why it was not delivered, in the receiving server's words (an undelivered mail only). */
  deliveryError?: string | null;
}

/**
 * The outbox id: one mail per (appointment, kind, start time), so a booking, a sweep run twice
 * or two instances at once all name the same record and it can be sent only once. A deposit's
 * mail is keyed by the time of the change it tells of instead (asked, paid, refunded...), so
 * hearing of the same change twice names the same record.
 */
export function appointmentMailId(appointmentId: string, kind: MailKind, at: Date): string {
  return `${appointmentId}_${kind}_${at.getTime()}`;
}

export const isDepositMailKind = (kind: MailKind): kind is DepositMailKind =>
  (DEPOSIT_MAIL_KINDS as readonly MailKind[]).includes(kind);
