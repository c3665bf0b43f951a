import type Stripe from 'stripe';
import type { ProviderCheckoutSession } from '../payments';

/** The id of an expandable Stripe field, whether it came expanded or as an id. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A Checkout Session as billing reads it, whether fetched or carried by a webhook event. */
export function toCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    paid: session.payment_status === 'paid',
    uid: session.client_reference_id ?? session.metadata?.uid ?? null,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    invoiceId: idOf(session.invoice),
    paymentIntentId: idOf(session.payment_intent),
    metadata: { ...session.metadata },
  };
}

/**
 * A refund's status as deposits read it. `requires_action` and `canceled` are not money back:
 * the first waits (like pending), a canceled refund ended without paying (like failed).
 */
export function refundStatusOf(
  status: string | null | undefined,
): 'pending' | 'succeeded' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}
