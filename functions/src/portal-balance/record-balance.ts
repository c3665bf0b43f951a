import { formatMoney, localDateKey } from '@inkforge/domain';
import type { DepositEvents } from '../deposits';
import type { BalanceCheckout, BalanceRepository } from './balance.repository';

/** The caller's transaction, as the deposits' writers take it. */
type Transaction = Parameters<DepositEvents['writeLedger']>[0];
import type { BalanceReceipt } from './deps';

/** The payment's id: one per paid Checkout Session, so Stripe's retries find it recorded. */
export const balancePaymentId = (sessionId: string) => `balance-${sessionId}`;

/** A balance payment as stored: a project payment, with what its receipt told. */
export interface StoredBalancePayment {
  amountCents: number;
  excessRefundCents?: number;
  excessRefunded?: boolean;
  dueAfterCents?: number;
  createdAt: Date;
}

/** The receipt of a recorded balance payment, rebuilt from what was stored with it. */
export const receiptOf = (paid: StoredBalancePayment, currency: string): BalanceReceipt => ({
  paidCents: paid.amountCents,
  refundCents: paid.excessRefundCents ?? 0,
  dueCents: paid.dueAfterCents ?? 0,
  currency,
  at: paid.createdAt,
});

/**
 * Writes a paid balance in the caller's transaction: ONE project payment (kind payment, by card,
 * dated the artist's day) of what counts toward the price, its ledger entry under
 * `balance-{session}` (the idempotency key: a second write fails the transaction), the project
 * stamped (so every money transaction on it conflicts with this one), the checkout completed and
 * the artist's bell. The caller has read everything first and decided `amountCents`.
 */
export function recordBalancePayment(
  deposits: DepositEvents,
  tx: Transaction,
  uid: string,
  paid: {
    checkout: BalanceCheckout;
    checkoutRef: ReturnType<BalanceRepository['checkoutRef']>;
    eventId: string;
    paymentIntentId: string | null;
    amountCents: number;
    dueAfterCents: number;
    timeZone: string;
    locale: string;
    title: string;
    at: Date;
  },
): void {
  const { checkout, at } = paid;
  const excessCents = checkout.amountCents - paid.amountCents;
  const money = (cents: number) => formatMoney(cents, checkout.currency, paid.locale);
  tx.create(deposits.paymentRef(uid, balancePaymentId(checkout.sessionId)), {
    projectId: checkout.projectId,
    clientId: checkout.clientId,
    amountCents: paid.amountCents,
    paymentMethod: 'card',
    paymentDate: localDateKey(at, paid.timeZone),
    notes:
      excessCents > 0
        ? `Balance paid online; ${money(excessCents)} over the price given back`
        : 'Balance paid online',
    kind: 'payment',
    appointmentId: checkout.appointmentId,
    stripeAccountId: checkout.accountId,
    stripeCheckoutSessionId: checkout.sessionId,
    ...(paid.paymentIntentId ? { stripePaymentIntentId: paid.paymentIntentId } : {}),
    ...(excessCents > 0
      ? { grossCents: checkout.amountCents, excessRefundCents: excessCents }
      : {}),
    dueAfterCents: paid.dueAfterCents,
    createdAt: at,
  });
  deposits.writeLedger(tx, uid, `balance-${checkout.sessionId}`, {
    appointmentId: checkout.appointmentId,
    action: 'balance_paid',
    amountCents: checkout.amountCents,
    at,
    source: paid.eventId,
  });
  deposits.stampProject(tx, uid, checkout.projectId, at);
  tx.set(paid.checkoutRef, { status: 'completed' }, { merge: true });
  deposits.notify(
    tx,
    uid,
    `balance-paid-${checkout.sessionId}`,
    {
      kind: 'payment_received',
      title: `Balance paid: ${money(paid.amountCents)}`,
      body:
        `The client paid ${money(paid.amountCents)} for “${paid.title}” online; ` +
        (paid.dueAfterCents > 0 ? `${money(paid.dueAfterCents)} still due.` : 'paid in full.'),
      link: '/clients',
    },
    at,
  );
}
