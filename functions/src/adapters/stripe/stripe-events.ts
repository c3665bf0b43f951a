import type Stripe from 'stripe';
import type { ProviderCheckoutSession } from '../payments';
import { idOf, toCheckoutSession } from './stripe-objects';

interface InvoiceFields {
  invoiceId: string;
  billingReason: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The subscription's metadata as it was when the invoice was finalised. */
  metadata: Record<string, string>;
}

/**
 * The webhook events billing acts on, read from Stripe's event shapes (pinned API version).
 * Everything else is `ignored`. Only the fields billing needs survive this mapping.
 */
export type BillingEvent = { id: string; created: Date } & (
  | ({ kind: 'checkout.completed'; sessionId: string } & Omit<ProviderCheckoutSession, 'id'>)
  | ({ kind: 'checkout.payment_failed'; sessionId: string } & Omit<ProviderCheckoutSession, 'id'>)
  | (InvoiceFields & { kind: 'invoice.paid' })
  | (InvoiceFields & { kind: 'invoice.payment_failed' })
  | { kind: 'subscription.changed'; subscriptionId: string; customerId: string | null }
  | {
      kind: 'charge.refunded';
      chargeId: string;
      paymentIntentId: string | null;
      amount: number;
      amountRefunded: number;
    }
  | { kind: 'ignored'; type: string }
);

export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, created: new Date(event.created * 1000) };
  switch (event.type) {
    // A delayed method (SEPA Debit, ACH, Bacs) completes the session unpaid; the money's arrival
    // is the session again, now paid: the same handler grants it, under the same key.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const { id: sessionId, ...session } = toCheckoutSession(event.data.object);
      return { ...base, kind: 'checkout.completed', sessionId, ...session };
    }
    case 'checkout.session.async_payment_failed': {
      const { id: sessionId, ...session } = toCheckoutSession(event.data.object);
      return { ...base, kind: 'checkout.payment_failed', sessionId, ...session };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      return {
        ...base,
        kind: event.type,
        invoiceId: invoice.id,
        billingReason: invoice.billing_reason,
        customerId: idOf(invoice.customer),
        subscriptionId: idOf(details?.subscription),
        metadata: { ...details?.metadata },
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        ...base,
        kind: 'subscription.changed',
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        kind: 'charge.refunded',
        chargeId: charge.id,
        paymentIntentId: idOf(charge.payment_intent),
        amount: charge.amount,
        amountRefunded: charge.amount_refunded,
      };
    }
    default:
      return { ...base, kind: 'ignored', type: event.type };
  }
}
