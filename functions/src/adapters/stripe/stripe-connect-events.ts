import type Stripe from 'stripe';
import { idOf, refundStatusOf } from './stripe-objects';

/**
 * The events of artists' connected accounts (they carry `account`) that deposits act on, read
 * from Stripe's event shapes (pinned API version). Everything else is `ignored`.
 */
export type ConnectEvent = { id: string; created: Date; accountId: string } & (
  | {
      kind: 'checkout.completed';
      sessionId: string;
      paid: boolean;
      paymentIntentId: string | null;
      amountTotal: number | null;
      currency: string | null;
      metadata: Record<string, string>;
    }
  | { kind: 'account.updated'; chargesEnabled: boolean; detailsSubmitted: boolean }
  /** A delayed method's payment did not arrive (`checkout.session.async_payment_failed`). */
  | { kind: 'checkout.failed'; sessionId: string; metadata: Record<string, string> }
  | {
      kind: 'charge.refunded';
      paymentIntentId: string | null;
      amount: number;
      amountRefunded: number;
    }
  | {
      /** A refund created or changed: Stripe's word on it (pending until the balance covers it). */
      kind: 'refund.changed';
      refundId: string;
      paymentIntentId: string | null;
      amount: number;
      status: 'pending' | 'succeeded' | 'failed';
      failureReason: string | null;
    }
  /** The artist disconnected InkForge from their Stripe account. */
  | { kind: 'account.deauthorized' }
  | { kind: 'ignored'; type: string }
);

/** Null for a platform event (no `account`): billing handles those. */
export function toConnectEvent(event: Stripe.Event): ConnectEvent | null {
  if (!event.account) return null;
  const base = { id: event.id, created: new Date(event.created * 1000), accountId: event.account };
  switch (event.type) {
    // A delayed method completes the session unpaid; its arrival is the same session, paid.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      return {
        ...base,
        kind: 'checkout.completed',
        sessionId: session.id,
        paid: session.payment_status === 'paid',
        paymentIntentId: idOf(session.payment_intent),
        amountTotal: session.amount_total,
        currency: session.currency ? session.currency.toUpperCase() : null,
        metadata: { ...session.metadata },
      };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return {
        ...base,
        kind: 'checkout.failed',
        sessionId: session.id,
        metadata: { ...session.metadata },
      };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        ...base,
        kind: 'account.updated',
        chargesEnabled: account.charges_enabled === true,
        detailsSubmitted: account.details_submitted === true,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        kind: 'charge.refunded',
        paymentIntentId: idOf(charge.payment_intent),
        amount: charge.amount,
        amountRefunded: charge.amount_refunded,
      };
    }
    // Every refund event names the refund and its status; the same handler reads them all.
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const refund = event.data.object;
      return {
        ...base,
        kind: 'refund.changed',
        refundId: refund.id,
        paymentIntentId: idOf(refund.payment_intent),
        amount: refund.amount,
        status: refundStatusOf(refund.status),
        failureReason: refund.failure_reason ?? null,
      };
    }
    case 'account.application.deauthorized':
      return { ...base, kind: 'account.deauthorized' };
    default:
      return { ...base, kind: 'ignored', type: event.type };
  }
}
