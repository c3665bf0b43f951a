import type { TextStatus } from '@inkforge/domain';

/** What the artist reads under a text the studio sent: its status in words, never a colour. */
const WORDS: Record<TextStatus, string> = {
  pending: 'Waiting to send',
  held: 'Held',
  queued: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered — sent by e-mail instead',
  failed: 'Not delivered — sent by e-mail instead',
  received: 'Received',
  skipped: 'Not texted',
};

/** The server's reasons (codes) in words; the text went by e-mail instead for these. */
const MAILED_INSTEAD: Record<string, string> = {
  TEXTS_OFF: 'texts are off',
  TEXTS_NOT_CONFIGURED: 'Twilio is not set up on this server',
  NO_PHONE: 'no phone number',
  NO_CONSENT: 'the client has not agreed to texts',
  OPTED_OUT: 'the client replied STOP',
  ALLOWANCE_USED: "this month's texts are used up",
  NO_CREDITS: 'not enough credits',
  PROVIDER_REFUSED: 'Twilio refused it',
};

/** Reasons a planned text was dropped: nothing was owed any more, so nothing was mailed. */
const DROPPED: Record<string, string> = {
  APPOINTMENT_CHANGED: 'the appointment changed',
  APPOINTMENT_GONE: 'the appointment was deleted',
  NO_INTAKE_ASKED: 'no consent form was asked',
  CLIENT_NOT_FOUND: 'the client was deleted',
};

const WAITING: Record<string, string> = {
  QUIET_HOURS: 'quiet hours, it goes at 08:00',
  ALLOWANCE_USED: "this month's texts are used up",
};

/** The status, with the server's reason in words ("Not texted — sent by e-mail instead: …"). */
export function textStatusWords(status: string, reason: string | null): string {
  const words = WORDS[status as TextStatus] ?? status;
  if (!reason) return words;
  if (status === 'skipped') {
    if (MAILED_INSTEAD[reason])
      return `${words} — sent by e-mail instead: ${MAILED_INSTEAD[reason]}`;
    if (DROPPED[reason]) return `${words}: ${DROPPED[reason]}`;
    return words;
  }
  if ((status === 'pending' || status === 'held') && WAITING[reason]) {
    return `${words}: ${WAITING[reason]}`;
  }
  return words;
}

/** A planned text that was never written (dropped before it went) is no part of the thread. */
export function isNeverWritten(t: { direction: string; status: string; body: string }): boolean {
  return t.direction === 'out' && t.status === 'skipped' && t.body.trim() === '';
}
