import { STRIPE_API_VERSION } from './stripe';

/**
 * Stripe-format objects and events of the pinned API version, as the offline twin posts them
 * to the webhook. Only fields the app could read are filled; the shapes match Stripe's.
 */
export interface OfflineSubscription {
  id: string;
  customerId: string;
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  startedAt: number;
  createdAt: number;
  itemId: string;
  priceId: string;
  currency: string;
  amountMinor: number;
  interval: 'month' | 'year';
  metadata: Record<string, string>;
  /** The first invoice's payment, so a duplicate subscription can be refunded. */
  paymentIntentId: string | null;
  chargeId: string | null;
  refunded: boolean;
}

export interface OfflineSession {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  uid: string;
  customerId: string;
  priceId: string;
  description: string;
  currency: string;
  amountMinor: number;
  interval: 'month' | 'year' | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  subscriptionId: string | null;
  invoiceId: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  refunded: boolean;
  createdAt: number;
}

/** An invoice the twin issued: what its hosted page and the billing history show. */
export interface OfflineInvoice {
  id: string;
  customerId: string;
  subscriptionId: string;
  description: string;
  currency: string;
  amountMinor: number;
  status: 'paid' | 'open';
  refunded: boolean;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  createdAt: number;
  periodStart: number;
  periodEnd: number;
}

/** The card every offline checkout "pays" with (Stripe's own test Visa). */
export interface OfflineCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export const demoCard = (at: number): OfflineCard => ({
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: new Date(at).getUTCFullYear() + 3,
});

type Json = Record<string, unknown>;
const seconds = (ms: number) => Math.floor(ms / 1000);

export function subscriptionObject(s: OfflineSubscription): Json {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    start_date: seconds(s.startedAt),
    created: seconds(s.createdAt),
    currency: s.currency.toLowerCase(),
    livemode: false,
    metadata: s.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: s.itemId,
          object: 'subscription_item',
          current_period_start: seconds(s.currentPeriodStart),
          current_period_end: seconds(s.currentPeriodEnd),
          quantity: 1,
          price: {
            id: `price_${s.priceId}`,
            object: 'price',
            lookup_key: s.priceId,
            currency: s.currency.toLowerCase(),
            unit_amount: s.amountMinor,
            recurring: { interval: s.interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

export function sessionObject(s: OfflineSession): Json {
  return {
    id: s.id,
    object: 'checkout.session',
    mode: s.mode,
    status: s.status,
    payment_status: s.paid ? 'paid' : 'unpaid',
    client_reference_id: s.uid,
    customer: s.customerId,
    currency: s.currency.toLowerCase(),
    amount_total: s.amountMinor,
    metadata: s.metadata,
    subscription: s.subscriptionId,
    invoice: s.invoiceId,
    payment_intent: s.paymentIntentId,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    livemode: false,
  };
}

export function invoiceObject(input: {
  id: string;
  subscription: OfflineSubscription;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  amountMinor: number;
  paid: boolean;
  at: number;
}): Json {
  const s = input.subscription;
  return {
    id: input.id,
    object: 'invoice',
    customer: s.customerId,
    billing_reason: input.billingReason,
    status: input.paid ? 'paid' : 'open',
    currency: s.currency.toLowerCase(),
    amount_due: input.amountMinor,
    amount_paid: input.paid ? input.amountMinor : 0,
    created: seconds(input.at),
    period_start: seconds(s.currentPeriodStart),
    period_end: seconds(s.currentPeriodEnd),
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: s.id, metadata: s.metadata },
    },
  };
}

/** A pack's or a subscription's first payment, as its charge. */
type Paid = Pick<
  OfflineSession,
  'chargeId' | 'paymentIntentId' | 'amountMinor' | 'currency' | 'customerId' | 'metadata'
>;

export function chargeObject(paid: Paid, refunded: boolean): Json {
  return {
    id: paid.chargeId,
    object: 'charge',
    amount: paid.amountMinor,
    amount_refunded: refunded ? paid.amountMinor : 0,
    refunded,
    currency: paid.currency.toLowerCase(),
    customer: paid.customerId,
    payment_intent: paid.paymentIntentId,
    metadata: paid.metadata,
    livemode: false,
  };
}

export function eventObject(id: string, type: string, object: Json, at: number): Json {
  return {
    id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: seconds(at),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
