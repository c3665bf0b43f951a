import type { TextEncoding, TextKind, TextStatus } from '@inkforge/domain';

/**
 * users/{uid}/texts/{textId}: one text in or out, both the client's thread and the text outbox.
 * A planned text's id is `{appointmentId}-{kind}-{changeKey}`: the same change planned twice
 * names the same record, and creating it is create-if-absent.
 */
export interface StoredText {
  id: string;
  clientId: string | null;
  direction: 'out' | 'in';
  kind: TextKind;
  to: string;
  from: string;
  /** Written when it goes (a planned text carries fresh links): '' until then. */
  body: string;
  segments: number;
  encoding: TextEncoding;
  status: TextStatus;
  reason: string | null;
  sid: string | null;
  appointmentId: string | null;
  /** The start it was planned for: a text about another time than the booking's is stale. */
  startAt: Date | null;
  dueAt: Date;
  createdAt: Date;
  sentAt: Date | null;
  /** Set while one sender holds it (a random token) and until when. */
  claim?: string | null;
  leaseUntil?: Date | null;
  /** What it cost: segments of the month's allowance, and credits beyond it (key text-{id}). */
  charge?: { month: string; segments: number; credits: number } | null;
  /** When the same words went by e-mail instead, and why (once per text). */
  emailedAt?: Date | null;
  emailReason?: string | null;
}

/** What a caller queues: a planned text (body written when it goes) or one with its words. */
export interface NewText {
  id: string;
  clientId: string | null;
  kind: TextKind;
  appointmentId: string | null;
  startAt: Date | null;
  dueAt: Date;
  /** The number, E.164; read again from the client's record when a planned text goes. */
  to?: string;
  /** The words; null: written from the template when it goes. */
  body?: string | null;
}

/** Why a text did not leave (the record's `reason`; the e-mail went instead unless stale). */
export type TextRefusal =
  | 'TEXTS_NOT_CONFIGURED'
  | 'TEXTS_OFF'
  | 'NO_PHONE'
  | 'NO_CONSENT'
  | 'OPTED_OUT'
  | 'ALLOWANCE_USED'
  | 'NO_CREDITS'
  | 'QUIET_HOURS'
  | 'PROVIDER_REFUSED';

/** Why a text has nothing to say any more (nothing goes instead). */
export type TextStale = 'APPOINTMENT_CHANGED' | 'APPOINTMENT_GONE' | 'NO_INTAKE_ASKED';
