import type { DepositChange } from '../booking/deposit';
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
  | 'deposit_change'
  /** A payment the client made online was recorded (the balance, issue 49). */
  | 'payment_received'
  /** The artist saved (or corrected) the session's record of inks and needles (issue 45). */
  | 'session_recorded'
  /** The artist notifies the clients who received a recalled lot (issue 45). */
  | 'recall';

/** One kind of client message: one row. */
export interface ClientMessage {
  trigger: MessageTrigger;
  /**
   * The class a client stops with one click (List-Unsubscribe), or null for a transactional
   * mail the client cannot turn off (a deposit request, a confirmation).
   */
  unsubscribe: UnsubscribeClass | null;
  /** Planned ahead for one start time: a move or a cancellation supersedes it while it waits. */
  timed: boolean;
  /**
   * What it says of the visit: `visit` its time, length and place (still to come); `time` its
   * time and place; `after` only its time (the visit is behind the client).
   */
  details: 'visit' | 'time' | 'after';
  /** The artist's word for it on the calendar ("Confirmation sent"). */
  label: string;
  /** How the evidence of a dispute names it ("… sent to the client"). */
  evidence: string;
  /** A deposit notice: the deposit changes it tells the client of. */
  tells?: readonly DepositChange[];
}

/**
 * Every client message, one row per kind (issue 48, finding 16). Adding a kind is its row here,
 * its wording in functions/src/reminders/render-mail.ts and its test (docs/architecture.md,
 * "Add a client message"); every list and switch of kinds elsewhere is read from this table.
 */
export const CLIENT_MESSAGES = {
  confirmation: {
    trigger: 'booked',
    unsubscribe: null,
    timed: false,
    details: 'visit',
    label: 'Confirmation',
    evidence: 'booking confirmation',
  },
  reminder: {
    trigger: 'before_visit',
    unsubscribe: 'reminders',
    timed: true,
    details: 'visit',
    label: 'Reminder',
    evidence: 'reminder',
  },
  moved: {
    trigger: 'moved',
    unsubscribe: null,
    timed: false,
    details: 'visit',
    label: 'Moved note',
    evidence: 'note that the appointment moved',
  },
  cancelled: {
    trigger: 'cancelled',
    unsubscribe: null,
    timed: false,
    details: 'time',
    label: 'Cancellation note',
    evidence: 'note that the appointment was cancelled',
  },
  deposit_reminder: {
    trigger: 'unpaid_deposit',
    unsubscribe: null,
    timed: true,
    details: 'visit',
    label: 'Deposit reminder',
    evidence: 'reminder of the unpaid deposit',
  },
  slot_released: {
    trigger: 'unpaid_deposit',
    unsubscribe: null,
    timed: true,
    details: 'time',
    label: 'Release note',
    evidence: 'note that the unpaid slot was released',
  },
  aftercare: {
    trigger: 'after_visit',
    unsubscribe: 'aftercare',
    timed: true,
    details: 'after',
    label: 'Aftercare',
    evidence: 'aftercare instructions',
  },
  healed_photo: {
    trigger: 'after_visit',
    unsubscribe: 'healed_photo',
    timed: true,
    details: 'after',
    label: 'Healed photo request',
    evidence: 'request for a healed photo',
  },
  /** The consent and medical form's private link, e-mailed when the artist asks (issue 34). */
  intake_link: {
    trigger: 'artist_asks',
    unsubscribe: null,
    timed: false,
    details: 'visit',
    label: 'Consent form link',
    evidence: 'consent form link',
  },
  deposit_request: {
    trigger: 'deposit_change',
    unsubscribe: null,
    timed: false,
    details: 'visit',
    label: 'Deposit request',
    evidence: 'deposit request with its payment link',
    tells: ['requested'],
  },
  deposit_paid: {
    trigger: 'deposit_change',
    unsubscribe: null,
    timed: false,
    details: 'visit',
    label: 'Deposit confirmation',
    evidence: 'booking confirmation after the deposit was paid',
    tells: ['paid'],
  },
  deposit_kept: {
    trigger: 'deposit_change',
    unsubscribe: null,
    timed: false,
    details: 'time',
    label: 'Deposit kept note',
    evidence: 'note that the deposit was kept',
    tells: ['kept'],
  },
  deposit_refunded: {
    trigger: 'deposit_change',
    unsubscribe: null,
    timed: false,
    details: 'time',
    label: 'Refund note',
    evidence: 'note that the deposit was refunded',
    tells: ['refunded', 'unpayable_refunded'],
  },
  deposit_moved: {
    trigger: 'deposit_change',
    unsubscribe: null,
    timed: false,
    details: 'visit',
    label: 'Deposit moved note',
    evidence: 'note that the deposit moved to another appointment',
    tells: ['moved', 'carried'],
  },
  deposit_cancelled: {
    trigger: 'deposit_change',
    unsubscribe: null,
    timed: false,
    details: 'time',
    label: 'Deposit withdrawn note',
    evidence: 'note that the deposit is no longer due',
    tells: ['cancelled'],
  },
  /** The receipt of the balance paid on the client's page (issue 49): paid and still due. */
  balance_paid: {
    trigger: 'payment_received',
    unsubscribe: null,
    timed: false,
    details: 'time',
    label: 'Payment receipt',
    evidence: 'receipt of the balance paid online',
  },
  /** The client's ink passport, once per version of the session record (issue 45). */
  ink_passport: {
    trigger: 'session_recorded',
    unsubscribe: null,
    timed: false,
    details: 'after',
    label: 'Ink passport',
    evidence: 'ink passport of the session',
  },
  /**
   * Issue 45: a lot used in the client's tattoo was recalled; the artist's own words. Once per
   * recall and client; never unsubscribed from (it is about their health).
   */
  recall_notice: {
    trigger: 'recall',
    unsubscribe: null,
    timed: false,
    details: 'after',
    label: 'Recall notice',
    evidence: 'notice that a product used in the tattoo was recalled',
  },
} as const satisfies Record<string, ClientMessage>;

export type MailKind = keyof typeof CLIENT_MESSAGES;

/** The deposit's notices: the rows triggered by a change of the deposit. */
export type DepositMailKind = {
  [K in MailKind]: (typeof CLIENT_MESSAGES)[K]['trigger'] extends 'deposit_change' ? K : never;
}[MailKind];

const ROWS = CLIENT_MESSAGES as Record<MailKind, ClientMessage>;

/** Every kind, in the table's order. */
export const MAIL_KINDS = Object.keys(CLIENT_MESSAGES) as MailKind[];

/** The kinds whose row matches: the one way another file lists kinds. */
export const kindsWhere = (test: (row: ClientMessage) => boolean): readonly MailKind[] =>
  MAIL_KINDS.filter((kind) => test(ROWS[kind]));

export const DEPOSIT_MAIL_KINDS = kindsWhere(
  (m) => m.trigger === 'deposit_change',
) as readonly DepositMailKind[];

/** The row of one kind. */
export const clientMessageOf = (kind: MailKind): ClientMessage => ROWS[kind];

/** The class a kind's one-click unsubscribe stops, or null when it has none. */
export const unsubscribeClassOf = (kind: MailKind): UnsubscribeClass | null =>
  ROWS[kind].unsubscribe;

/** The notice a deposit change owes the client, or null when it owes none (an excess refund). */
export function depositNoticeKind(change: DepositChange): DepositMailKind | null {
  const kind = MAIL_KINDS.find((k) => ROWS[k].tells?.includes(change));
  return (kind as DepositMailKind | undefined) ?? null;
}

/**
 * The kinds that tell of money (a deposit's change, a payment received) or of a session's record
 * (its ink passport): they change no booking, so queuing one supersedes none of the
 * appointment's waiting mails.
 */
export const MONEY_NOTICE_KINDS = kindsWhere(
  (m) =>
    m.trigger === 'deposit_change' ||
    m.trigger === 'payment_received' ||
    m.trigger === 'session_recorded',
);
