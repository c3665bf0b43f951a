import { localDateKey } from '@inkforge/domain';
import type { DepositEvents } from './deposit-events';
import type { DepositTransaction } from './deposits.repository';

/** A deposit paid by a Checkout on the artist's account, as whichever door heard of it. */
export interface DepositPaid {
  /** The event that said so: the ledger entry's source. */
  eventId: string;
  accountId: string;
  sessionId: string;
  paymentIntentId: string | null;
  appointmentId: string;
  projectId: string;
  clientId: string;
  /** What counts toward the project; `grossCents` is what the client paid when more. */
  amountCents: number;
  grossCents: number;
  /** The artist's zone: the payment's date is their day. */
  timeZone: string;
  notes: string;
  at: Date;
}

/** The payment's id (and so the deposit's `paymentId`): one per paid Checkout Session. */
export const depositPaymentId = (sessionId: string) => `deposit-${sessionId}`;

/**
 * The one writer of a paid deposit's records, for every door that takes a deposit (a deposit
 * link's checkout, a flash hold's): the project payment of kind deposit and its ledger entry
 * `paid-{session}`, in the caller's transaction. The caller moves the deposit to paid.
 */
export function recordDepositPayment(
  deposits: DepositEvents,
  tx: DepositTransaction,
  uid: string,
  paid: DepositPaid,
): string {
  const paymentId = depositPaymentId(paid.sessionId);
  const excessCents = paid.grossCents - paid.amountCents;
  tx.create(deposits.paymentRef(uid, paymentId), {
    projectId: paid.projectId,
    clientId: paid.clientId,
    amountCents: paid.amountCents,
    paymentMethod: 'card',
    paymentDate: localDateKey(paid.at, paid.timeZone),
    notes: paid.notes,
    kind: 'deposit',
    appointmentId: paid.appointmentId,
    stripeAccountId: paid.accountId,
    stripeCheckoutSessionId: paid.sessionId,
    ...(paid.paymentIntentId ? { stripePaymentIntentId: paid.paymentIntentId } : {}),
    ...(excessCents > 0 ? { grossCents: paid.grossCents, excessRefundCents: excessCents } : {}),
    createdAt: paid.at,
  });
  deposits.writeLedger(tx, uid, `paid-${paid.sessionId}`, {
    appointmentId: paid.appointmentId,
    action: 'paid',
    amountCents: paid.grossCents,
    at: paid.at,
    source: paid.eventId,
  });
  return paymentId;
}
