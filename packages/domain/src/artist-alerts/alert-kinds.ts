/**
 * What the artist is told about outside the app (issue 44, Deliver 8), each kind by e-mail or
 * web push as they choose. A kind is a group of the bell's notification kinds.
 */
export const ALERT_KINDS = ['requests', 'payments', 'refunds', 'intakes', 'replies'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  requests: 'New booking requests',
  payments: 'Paid bookings and deposits',
  refunds: 'Refunds',
  intakes: 'Signed intake forms',
  replies: "Clients' replies and changes",
};

/**
 * The bell's kinds each alert kind covers. Strings, not the bell's type: a kind another area
 * adds (a client's text, `text_received`) is listed here without waiting for it.
 */
const BELL_KINDS: Record<AlertKind, readonly string[]> = {
  requests: ['booking_request'],
  payments: ['deposit', 'payment_received'],
  refunds: [],
  intakes: ['intake_signed'],
  replies: [
    'text_received',
    'client_change',
    'design_approved',
    'design_changes_requested',
    'questions_answered',
  ],
};

/** A deposit's notice about money going back (refunded, refund waiting, refund failed). */
const REFUND = /refund/i;

/** The alert kind of a bell notification, or null when the artist is not told outside the app. */
export function alertKindOf(notification: { kind: string; title: string }): AlertKind | null {
  if (notification.kind === 'deposit' && REFUND.test(notification.title)) return 'refunds';
  return ALERT_KINDS.find((kind) => BELL_KINDS[kind].includes(notification.kind)) ?? null;
}
