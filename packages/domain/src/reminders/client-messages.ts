import type { MailKind } from './appointment-mail';
import type { UnsubscribeClass } from './mail-delivery';

/** What makes a client message go. */
export type MessageTrigger =
  /** An appointment is booked (or reopened) for a time ahead. */
  | 'booked'
  /** Hours before the visit (the artist's reminder setting). */
  | 'before_visit'
  | 'moved'
  | 'cancelled'
  /** Days after booking while the deposit is unpaid (nudge, then release). */
  | 'unpaid_deposit'
  /** After the session's end (aftercare), or weeks later (healed photo). */
  | 'after_visit'
  /** The artist presses "E-mail to client". */
  | 'artist_asks'
  /** A change of the appointment's deposit (asked, paid, kept, refunded, moved, withdrawn). */
  | 'deposit_change';

/** One kind of client message: one row. */
export interface ClientMessage {
  trigger: MessageTrigger;
  /**
   * The class a client stops with one click (List-Unsubscribe), or null for a transactional
   * mail the client cannot turn off (a deposit request, a confirmation).
   */
  unsubscribe: UnsubscribeClass | null;
}

/**
 * Every client message, one row per kind (issue 48, finding 16). Adding a kind is its row here,
 * its wording in functions/src/reminders/render-mail.ts and its test (docs/architecture.md,
 * "Add a client message"); the lists elsewhere are read from this table.
 */
export const CLIENT_MESSAGES = {
  confirmation: { trigger: 'booked', unsubscribe: null },
  reminder: { trigger: 'before_visit', unsubscribe: 'reminders' },
  moved: { trigger: 'moved', unsubscribe: null },
  cancelled: { trigger: 'cancelled', unsubscribe: null },
  deposit_reminder: { trigger: 'unpaid_deposit', unsubscribe: null },
  slot_released: { trigger: 'unpaid_deposit', unsubscribe: null },
  aftercare: { trigger: 'after_visit', unsubscribe: 'aftercare' },
  healed_photo: { trigger: 'after_visit', unsubscribe: 'healed_photo' },
  intake_link: { trigger: 'artist_asks', unsubscribe: null },
  deposit_request: { trigger: 'deposit_change', unsubscribe: null },
  deposit_paid: { trigger: 'deposit_change', unsubscribe: null },
  deposit_kept: { trigger: 'deposit_change', unsubscribe: null },
  deposit_refunded: { trigger: 'deposit_change', unsubscribe: null },
  deposit_moved: { trigger: 'deposit_change', unsubscribe: null },
  deposit_cancelled: { trigger: 'deposit_change', unsubscribe: null },
} as const satisfies Record<MailKind, ClientMessage>;

/** The class a kind's one-click unsubscribe stops, or null when it has none. */
export const unsubscribeClassOf = (kind: MailKind): UnsubscribeClass | null =>
  (CLIENT_MESSAGES as Record<MailKind, ClientMessage>)[kind].unsubscribe;
