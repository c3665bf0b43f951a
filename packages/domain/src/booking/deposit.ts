import type { ApiStudioPlace } from '../studio/studio-place';
import type { ArtistIdentity } from './artist-identity';
import { z } from 'zod';
import { toCents } from '../clients/money';
import type { Money } from '../format/money';
import type { HistoryActor } from '../clients/appointment-history';

/**
 * A deposit paid online, to the artist's own Stripe account. It lives on the appointment
 * document as `deposit` (the clients area's appointment record). `depositCents` on the same
 * record stays what it always meant: a deposit held, with its payment on the project. Paying
 * online sets both: the payment of kind deposit and `deposit.status` 'paid'.
 */
export const ONLINE_DEPOSIT_STATUSES = [
  'requested',
  'paid',
  'kept',
  'moved',
  'refunding',
  'refunded',
  'carried',
  'cancelled',
] as const;
export type OnlineDepositStatus = (typeof ONLINE_DEPOSIT_STATUSES)[number];

/**
 * The deposit's state machine: from each state, the states one transaction may move it to.
 * 'requested' is payable (a checkout may be open); 'paid' is held; 'refunding' is a refund
 * asked of Stripe and not yet confirmed (back to 'paid' if Stripe refuses); 'moved' and
 * 'carried' are the source's side of a transfer (the target appointment holds it as 'paid');
 * 'cancelled' is a request that stopped being payable before it was paid. A refund made on
 * Stripe itself (the artist's dashboard) is recorded from any state that still holds money.
 */
export const DEPOSIT_TRANSITIONS: Readonly<
  Record<OnlineDepositStatus, readonly OnlineDepositStatus[]>
> = {
  requested: ['paid', 'cancelled'],
  paid: ['kept', 'moved', 'carried', 'refunding', 'refunded'],
  refunding: ['refunded', 'paid'],
  kept: ['refunded'],
  moved: [],
  carried: [],
  refunded: [],
  cancelled: [],
};

export function canMoveDeposit(from: OnlineDepositStatus, to: OnlineDepositStatus): boolean {
  return DEPOSIT_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The policy as the client accepted it: its exact text, its version and when. */
export interface AcceptedDepositPolicy {
  text: string;
  version: number;
  acceptedAt: Date;
}

/** One thing that happened to a deposit: asked, paid, kept, moved, refunded, carried. */
export interface DepositHistoryEntry {
  at: Date;
  action: string;
  note?: string;
  /** Issue 43: who did it (a studio's desk or owner, or the artist); absent for Stripe's. */
  by?: HistoryActor;
}

/**
 * The refund Stripe holds for a deposit in 'refunding': accepted is not done. 'pending' waits for
 * the artist's available Stripe balance; 'failed' (the deposit is back to 'paid') keeps
 * Stripe's failure_reason for the artist to read.
 */
export interface DepositRefund {
  id: string;
  status: 'pending' | 'failed';
  failureReason?: string;
}

/** `deposit` on a stored appointment. Money in integer cents. */
export interface AppointmentDeposit {
  amountCents: number;
  /** ISO 4217, upper-case: 'EUR'. */
  currency: string;
  status: OnlineDepositStatus;
  /** The public link's key (256 random bits, base64url): `/deposit/{token}`. */
  token: string;
  requestedAt: Date;
  paidAt: Date | null;
  /** The project payment the deposit became. */
  paymentId: string | null;
  policy: AcceptedDepositPolicy | null;
  /** How many times it moved to a rescheduled appointment. */
  moves: number;
  history: DepositHistoryEntry[];
  /** The refund in Stripe's hands or the last one that failed; absent when none. */
  refund?: DepositRefund;
}

/**
 * What just happened to a deposit, for whoever tells people about it (the client's e-mails,
 * the artist's bell). Announced after the change is committed, once per change.
 */
export type DepositChange =
  | 'requested'
  | 'paid'
  | 'kept'
  | 'moved'
  | 'carried'
  | 'refunded'
  | 'cancelled'
  /** A checkout paid after its deposit stopped being payable: given back in full at once. */
  | 'unpayable_refunded'
  /** A checkout paid over the project's price: the excess given back at once. */
  | 'excess_refunded';

/** The client's page for a deposit, under the app's origin: `${appOrigin}${depositLinkPath(t)}`. */
export function depositLinkPath(token: string): string {
  return `/deposit/${encodeURIComponent(token)}`;
}

/** The artist's deposit policy: their text, versioned (each edit is a new version). */
export interface DepositPolicy {
  text: string;
  version: number;
}

/** GET /api/public/deposits/{token}: what the client sees before paying. */
export interface ApiPublicDeposit extends ArtistIdentity {
  artistName: string;
  /** In the currency the deposit was asked in. */
  amount: Money;
  /** The appointment's instant (ISO 8601, UTC) and the zone it was set in. */
  appointmentDate: string;
  timezone: string;
  status: OnlineDepositStatus;
  policy: DepositPolicy;
  /** False while the artist has not finished connecting Stripe: the page cannot take payment. */
  payable: boolean;
  /** The artist disconnected Stripe: the deposit is paid at the studio. */
  payAtStudio: boolean;
  /** Where the studio is (issue 49): the one studio identity every client page shows. */
  studio?: ApiStudioPlace;
}

/** POST /api/public/deposits/{token}/checkout: the policy accepted, by version. */
export const depositCheckoutSchema = z.object({
  acceptPolicy: z
    .boolean({ error: 'Accept the deposit policy to pay.' })
    .refine((v) => v, 'Accept the deposit policy to pay.'),
  policyVersion: z
    .number({ error: 'The policy version is a whole number.' })
    .int('The policy version is a whole number.')
    .min(1, 'The policy version is a whole number.'),
});
export type DepositCheckoutRequest = z.input<typeof depositCheckoutSchema>;

/** What the artist can do with a paid deposit, in one action from the appointment. */
export const DEPOSIT_ACTIONS = ['keep', 'move', 'refund', 'carry'] as const;
export type DepositAction = (typeof DEPOSIT_ACTIONS)[number];

/** POST /api/appointments/{id}/deposit-outcome. */
export const depositOutcomeSchema = z.discriminatedUnion(
  'outcome',
  [
    z.object({
      outcome: z.literal('keep'),
      reason: z.enum(['no_show', 'late_cancel', 'other'], {
        error: 'Say why the deposit is kept.',
      }),
    }),
    z.object({
      outcome: z.literal('move'),
      toAppointmentId: z
        .string({ error: 'Choose the rescheduled appointment.' })
        .trim()
        .min(1, 'Choose the rescheduled appointment.')
        .max(128),
    }),
    z.object({
      outcome: z.literal('refund'),
      /** Cancel the appointment in the same action: one step, the client told once of each. */
      cancel: z.boolean({ error: 'Cancel is true or false.' }).optional(),
    }),
    z.object({ outcome: z.literal('carry') }),
  ],
  { error: 'Choose keep, move, refund or carry.' },
);
export type DepositOutcomeRequest = z.input<typeof depositOutcomeSchema>;
export type DepositOutcomeInput = z.output<typeof depositOutcomeSchema>;

const DEPOSIT_AMOUNT = 'Enter the deposit in the studio’s currency, e.g. 100.';

/** POST /api/appointments/{id}/deposit-request: ask a deposit online on any appointment. */
export const depositRequestSchema = z.object({
  amount: z
    .union([z.number(), z.string()], { error: DEPOSIT_AMOUNT })
    .transform((v) => toCents(v))
    .pipe(
      z
        .number({ error: DEPOSIT_AMOUNT })
        .int()
        .min(50, 'A deposit paid online is at least 0.50 in the studio’s currency.'),
    ),
});
export type DepositRequestBody = z.input<typeof depositRequestSchema>;

/** The deposit as the artist's screens show it on an appointment. */
export interface ApiAppointmentDeposit {
  /** In the currency the deposit was asked in (it keeps it if the studio changes later). */
  amount: Money;
  status: OnlineDepositStatus;
  /** The client's page, relative to the app: '/deposit/…'. */
  link: string;
  paidAt: string | null;
  policy: { text: string; version: number; acceptedAt: string } | null;
  moves: number;
  history: { at: string; action: string; note?: string; by?: HistoryActor }[];
  /** A refund Stripe has not finished ('pending') or the last that failed. */
  refund?: { status: DepositRefund['status']; failureReason?: string };
}
