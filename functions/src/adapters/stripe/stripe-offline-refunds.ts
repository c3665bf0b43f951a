import type { Firestore } from 'firebase-admin/firestore';
import type { RefundOnAccountAnswer } from '../payments';

/**
 * A refund on a connected account in the twin, as Stripe keeps it. Stripe takes a refund from
 * the account's *available* balance: when that is short a card refund stays `pending`
 * (pending_reason `insufficient_funds`) until the balance covers it, and may still end `failed`
 * with a `failure_reason`; other methods fail at once. A Standard account is usually paid out
 * long before a deposit is refunded, so the short balance is the normal case, not an edge.
 */
export interface OfflineRefund {
  id: string;
  accountId: string;
  paymentIntentId: string;
  chargeId: string | null;
  sessionId: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  pendingReason: 'insufficient_funds' | null;
  failureReason: string | null;
  createdAt: number;
}

type Json = Record<string, unknown>;

/** The refund as Stripe's API and its refund.* events carry it (Stripe.Refund). */
export function refundObject(r: OfflineRefund): Json {
  return {
    id: r.id,
    object: 'refund',
    amount: r.amountMinor,
    currency: r.currency.toLowerCase(),
    charge: r.chargeId,
    payment_intent: r.paymentIntentId,
    status: r.status,
    ...(r.status === 'pending' && r.pendingReason ? { pending_reason: r.pendingReason } : {}),
    ...(r.status === 'failed' ? { failure_reason: r.failureReason ?? 'unknown' } : {}),
    reason: null,
    metadata: {},
    created: Math.floor(r.createdAt / 1000),
  };
}

export const refundAnswer = (r: OfflineRefund): RefundOnAccountAnswer => ({
  id: r.id,
  amountMinor: r.amountMinor,
  status: r.status,
  failureReason: r.failureReason,
});

/** The ids the twin gives its refunds. */
export const isOfflineRefundId = (id: string) => /^re_demo[0-9a-f]{24}$/.test(id);

export function offlineRefunds(db: Firestore) {
  const refunds = db.collection('offlineStripeRefunds');
  return {
    ref: (id: string) => refunds.doc(id),
    async read(id: string): Promise<OfflineRefund | null> {
      if (!isOfflineRefundId(id)) return null;
      return ((await refunds.doc(id).get()).data() as OfflineRefund | undefined) ?? null;
    },
    /** The account's refunds, newest first (the dashboard's list). */
    async ofAccount(accountId: string): Promise<OfflineRefund[]> {
      const found = await refunds.where('accountId', '==', accountId).get();
      return found.docs
        .map((d) => d.data() as OfflineRefund)
        .sort((a, b) => b.createdAt - a.createdAt);
    },
  };
}

/**
 * What a new refund of `amount` becomes on an account with `available` minor units free (null:
 * enough): a card refund the balance cannot cover waits as pending.
 */
export function newRefundStatus(
  available: number | null | undefined,
  amount: number,
): Pick<OfflineRefund, 'status' | 'pendingReason'> {
  return typeof available === 'number' && available < amount
    ? { status: 'pending', pendingReason: 'insufficient_funds' }
    : { status: 'succeeded', pendingReason: null };
}
