import type { BookingSettings } from '../booking/settings.schema';
import type { OnlineDepositStatus } from '../booking/deposit';
import type { AppointmentStatus } from '../clients/constants';
import { formatMoneyOf, type Money } from '../format/money';
import type { ApiClientCancelPreview, ApiClientMoveOption } from './change-types';

/**
 * Issue 49: what a client may do with a booking from their own page, and what becomes of the
 * deposit. The numbers are the artist's booking settings (Settings → Booking): moves on or
 * off, the notice in hours, and how often a paid deposit may move (`maxDepositMoves`, the
 * number the deposit policy names). Everything here is pure: the server decides with it, the
 * client's page says it in the same words.
 */
export interface ClientPolicy {
  movesAllowed: boolean;
  noticeHours: number;
  maxMoves: number;
}

type PolicySettings = Partial<
  Pick<BookingSettings, 'clientMovesAllowed' | 'clientNoticeHours' | 'maxDepositMoves'>
>;

const wholeOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** The policy from stored settings; a document saved before issue 49 reads the defaults. */
export function clientPolicyOf(settings: PolicySettings | undefined): ClientPolicy {
  return {
    movesAllowed: settings?.clientMovesAllowed !== false,
    noticeHours: wholeOr(settings?.clientNoticeHours, 48),
    maxMoves: wholeOr(settings?.maxDepositMoves, 1),
  };
}

/** The booking as the policy reads it. */
export interface PolicyBooking {
  start: Date;
  status: AppointmentStatus;
  /** The online deposit, if one was asked; `amount` in the currency it was asked in. */
  deposit: { status: OnlineDepositStatus; amount: Money; moves: number } | null;
  /** How many times the client moved it already (its history). */
  clientMoves: number;
}

export type MoveVerdict = { allowed: true; movesLeft: number } | { allowed: false; reason: string };

export type CancelVerdict =
  | { allowed: false; reason: string }
  | {
      allowed: true;
      /** What the cancel does to the deposit: refund it, keep it, or nothing to do. */
      deposit: 'refund' | 'keep' | 'none';
      /** The sentence the client reads before confirming. */
      words: string;
    };

const HOUR = 3_600_000;
const LIVE: readonly AppointmentStatus[] = ['scheduled', 'confirmed'];

const hoursWord = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;
const timesWord = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** Whole hours from now to the start (rounded down), for the notes. */
const hoursAhead = (start: Date, now: Date) => Math.floor((start.getTime() - now.getTime()) / HOUR);

/** True while the notice has not begun: at least `noticeHours` before the start. */
export const beforeNotice = (start: Date, now: Date, policy: ClientPolicy): boolean =>
  start.getTime() - now.getTime() >= policy.noticeHours * HOUR;

const isAhead = (booking: PolicyBooking, now: Date) =>
  LIVE.includes(booking.status) && booking.start.getTime() > now.getTime();

/** How many moves the booking used: a paid deposit counts its own moves, else the client's. */
export function movesUsed(booking: PolicyBooking): number {
  return booking.deposit?.status === 'paid'
    ? Math.max(booking.deposit.moves, booking.clientMoves)
    : booking.clientMoves;
}

/** May the client move this booking now? If not, why, in words with whom to write to. */
export function moveVerdict(
  booking: PolicyBooking,
  policy: ClientPolicy,
  now: Date,
  artistName: string,
): MoveVerdict {
  const write = `write to ${artistName}`;
  if (!isAhead(booking, now)) {
    return { allowed: false, reason: `This appointment can no longer be moved; ${write}.` };
  }
  if (!policy.movesAllowed) {
    return { allowed: false, reason: `Moves are not possible online; ${write}.` };
  }
  if (!beforeNotice(booking.start, now, policy)) {
    return {
      allowed: false,
      reason: `Moves are possible up to ${hoursWord(policy.noticeHours)} before; ${write}.`,
    };
  }
  if (booking.deposit?.status === 'refunding') {
    return { allowed: false, reason: `A refund of your deposit is under way; ${write}.` };
  }
  const used = movesUsed(booking);
  if (used >= policy.maxMoves) {
    const reason =
      policy.maxMoves === 0
        ? `The policy allows no moves; ${write}.`
        : `The policy allows a booking to move ${timesWord(policy.maxMoves)}, and this one has; ${write}.`;
    return { allowed: false, reason };
  }
  return { allowed: true, movesLeft: policy.maxMoves - used };
}

/** What a cancel now does to the deposit, in the words the client reads before confirming. */
export function cancelVerdict(
  booking: PolicyBooking,
  policy: ClientPolicy,
  now: Date,
  artistName: string,
  locale?: string,
): CancelVerdict {
  const write = `write to ${artistName}`;
  if (!isAhead(booking, now)) {
    return { allowed: false, reason: `This appointment can no longer be cancelled; ${write}.` };
  }
  const deposit = booking.deposit;
  if (deposit?.status === 'refunding') {
    return { allowed: false, reason: `A refund of your deposit is under way; ${write}.` };
  }
  if (deposit?.status !== 'paid') {
    return {
      allowed: true,
      deposit: 'none',
      words:
        deposit?.status === 'requested'
          ? 'The deposit asked for it will no longer be due.'
          : 'No deposit was paid for it, so there is nothing to refund.',
    };
  }
  const amount = formatMoneyOf(deposit.amount, locale);
  if (beforeNotice(booking.start, now, policy)) {
    return { allowed: true, deposit: 'refund', words: `Your ${amount} deposit will be refunded.` };
  }
  return {
    allowed: true,
    deposit: 'keep',
    words: `Your ${amount} deposit will be kept, because this is less than ${hoursWord(policy.noticeHours)} before.`,
  };
}

/** The policy applied to a client's move, as the artist's record of it reads. */
export function moveNote(booking: PolicyBooking, policy: ClientPolicy, now: Date, locale?: string) {
  const n = movesUsed(booking) + 1;
  const deposit =
    booking.deposit?.status === 'paid'
      ? `; the ${formatMoneyOf(booking.deposit.amount, locale)} deposit moved with it`
      : '';
  return `Moved by the client ${hoursWord(hoursAhead(booking.start, now))} before (moves up to ${hoursWord(policy.noticeHours)} before; move ${n} of ${policy.maxMoves})${deposit}.`;
}

/** The policy applied to a client's cancel: when, the notice, and the deposit's fate. */
export function cancelNote(
  booking: PolicyBooking,
  verdict: Extract<CancelVerdict, { allowed: true }>,
  policy: ClientPolicy,
  now: Date,
  locale?: string,
) {
  const amount = booking.deposit ? formatMoneyOf(booking.deposit.amount, locale) : '';
  const fate =
    verdict.deposit === 'refund'
      ? `; the ${amount} deposit is refunded`
      : verdict.deposit === 'keep'
        ? `; the ${amount} deposit is kept`
        : '';
  return `Cancelled by the client ${hoursWord(hoursAhead(booking.start, now))} before (notice ${hoursWord(policy.noticeHours)})${fate}.`;
}

/**
 * What the client's page shows on one booking: may it move (and if not, why), and what a
 * cancel would do to the deposit. The read model of the client's page and GET …/cancel both
 * answer with it, so the button and the API say the same words.
 */
export function clientChoices(
  booking: PolicyBooking,
  policy: ClientPolicy,
  now: Date,
  artistName: string,
  locale?: string,
): { move: ApiClientMoveOption; cancel: ApiClientCancelPreview } {
  const move = moveVerdict(booking, policy, now, artistName);
  const cancel = cancelVerdict(booking, policy, now, artistName, locale);
  return {
    move: { allowed: move.allowed, reason: move.allowed ? null : move.reason },
    cancel: cancel.allowed
      ? { allowed: true, reason: null, deposit: cancel.deposit, words: cancel.words }
      : { allowed: false, reason: cancel.reason, deposit: null, words: null },
  };
}

/** A stored booking as the policy reads it: its deposit and the client's own moves so far. */
export function policyBookingFrom(input: {
  start: Date;
  status: AppointmentStatus;
  deposit: {
    status: OnlineDepositStatus;
    amountCents: number;
    currency: string;
    moves: number;
  } | null;
  history: readonly { role: string; action: string }[];
}): PolicyBooking {
  const { deposit } = input;
  return {
    start: input.start,
    status: input.status,
    deposit: deposit
      ? {
          status: deposit.status,
          amount: { cents: deposit.amountCents, currency: deposit.currency },
          moves: deposit.moves,
        }
      : null,
    clientMoves: input.history.filter((h) => h.role === 'client' && h.action === 'moved').length,
  };
}

/**
 * The read model's `move` and `cancel` of one upcoming booking on the client's page
 * (`GET /api/public/portal/{token}`): may it move, and why not; what a cancel does (the words
 * the client reads before confirming), or why it is not offered.
 */
export function portalChoices(
  booking: PolicyBooking,
  policy: ClientPolicy,
  now: Date,
  artistName: string,
  locale?: string,
): { move: { allowed: boolean; reason?: string }; cancel: { allowed: boolean; outcome: string } } {
  const { move, cancel } = clientChoices(booking, policy, now, artistName, locale);
  return {
    move: move.allowed ? { allowed: true } : { allowed: false, reason: move.reason ?? '' },
    cancel: {
      allowed: cancel.allowed,
      outcome: (cancel.allowed ? cancel.words : cancel.reason) ?? '',
    },
  };
}
