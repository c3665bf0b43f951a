/**
 * Issue 48, finding 10: a mail the SMTP server accepted has not yet reached a person. The mail
 * provider tells us when it bounced or was marked as spam; that address is then suppressed
 * (nothing more is sent to it) until the artist clears it. Mails a client subscribes to by
 * booking (reminders, aftercare, the healed-photo ask) carry a one-click unsubscribe.
 */

/** What the provider said of an address: a permanent bounce, or a spam complaint. */
export const SUPPRESSION_KINDS = ['bounced', 'complained'] as const;
export type SuppressionKind = (typeof SUPPRESSION_KINDS)[number];

/** GET /api/mail-suppressions: one address nothing more is sent to, and why. */
export interface ApiMailSuppression {
  /** The record's id (a hash of the address), for DELETE /api/mail-suppressions/{id}. */
  id: string;
  email: string;
  kind: SuppressionKind;
  /** The receiving server's words, or the provider's (shown to the artist as they are). */
  reason: string;
  at: string;
}

/**
 * Classes of mail a client can stop with one click (RFC 8058). A mail kind names its class in
 * the client messages table; transactional mails (deposit requests, confirmations) have none.
 */
export const UNSUBSCRIBE_CLASSES = ['reminders', 'aftercare', 'healed_photo'] as const;
export type UnsubscribeClass = (typeof UNSUBSCRIBE_CLASSES)[number];

/** POST /api/public/unsubscribe/{token}: what was stopped. */
export interface ApiUnsubscribed {
  unsubscribed: UnsubscribeClass;
}

/** The artist's words for a suppressed address (client card, appointment mail line). */
export function notDeliveredText(kind: SuppressionKind, reason: string): string {
  const why = reason.trim();
  return kind === 'complained'
    ? 'Not delivered: the client marked a mail as spam'
    : `Not delivered${why ? `: ${why}` : ''}`;
}

export const MAIL_DELIVERY_ERRORS = {
  CLIENT_EMAIL_SUPPRESSED: {
    status: 409,
    title: 'Mail Not Delivered',
    message:
      "Mail to this client's address bounced or was marked as spam, so nothing more is sent to it. Check the address with the client, then allow mail again on their card.",
  },
  CLIENT_MAIL_RATE_LIMITED: {
    status: 429,
    title: 'Too Many E-mails',
    message:
      'This client was e-mailed several times in the last few minutes. Wait a few minutes before e-mailing them again, or copy the link instead.',
  },
  MAIL_EVENT_NOT_SIGNED: {
    status: 401,
    title: 'Not Signed',
    message: 'This mail event is not signed by the mail provider.',
  },
  MAIL_EVENTS_NOT_CONFIGURED: {
    status: 503,
    title: 'Not Set Up',
    message: 'Mail events are not set up on this server: the signing key is missing.',
  },
  MAIL_SUPPRESSION_NOT_FOUND: {
    status: 404,
    title: 'Not Found',
    message: 'This address is not blocked any more.',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 404,
    title: 'Link Not Valid',
    message: 'This unsubscribe link is not valid. Reply to the e-mail to ask the studio directly.',
  },
} as const;
