/**
 * Issue 43: who changed an appointment or its deposit, written in the same write as the
 * change. In a studio the desk and the owner act on an artist's records; alone, the artist.
 */
export const HISTORY_ACTIONS = [
  'created',
  'moved',
  'updated',
  'cancelled',
  'deposit_requested',
  'refunded',
  'kept',
  'intake_link_sent',
  'payment_recorded',
  /** Issue 44: the client replied C or YES to the reminder. */
  'confirmed_by_text',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * Who acted: the artist on their own book, or a studio's desk or owner for them; issue 49: the
 * client from their own page (a move or a cancellation within the artist's policy).
 */
export type HistoryActorRole = 'artist' | 'desk' | 'owner' | 'client';

export interface HistoryActor {
  uid: string;
  name: string;
  role: HistoryActorRole;
}

export interface AppointmentHistoryEntry extends HistoryActor {
  action: HistoryAction;
  /** ISO 8601. */
  at: string;
  /** Issue 49: the policy applied to a client's own move or cancellation, in words. */
  note?: string;
}

/** How a history line reads: `Mara (front desk) moved the appointment`. */
export const HISTORY_ACTION_LABELS: Record<HistoryAction, string> = {
  created: 'booked the appointment',
  moved: 'moved the appointment',
  updated: 'changed the appointment',
  cancelled: 'cancelled the appointment',
  deposit_requested: 'asked for a deposit',
  refunded: 'refunded the deposit',
  kept: 'kept the deposit',
  intake_link_sent: 'sent the intake link',
  payment_recorded: 'recorded a payment',
  confirmed_by_text: 'confirmed the appointment by text',
};

export const HISTORY_ROLE_LABELS: Record<HistoryActorRole, string> = {
  artist: 'artist',
  desk: 'front desk',
  owner: 'owner',
  client: 'client',
};

/** One history line in words, without its time. */
export function historyLineText(entry: HistoryActor & { action: HistoryAction }): string {
  return `${entry.name} (${HISTORY_ROLE_LABELS[entry.role]}) ${HISTORY_ACTION_LABELS[entry.action]}`;
}
