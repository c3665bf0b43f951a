import type { BillingInterval, Currency, PriceId } from '@inkforge/domain';

/**
 * The card payment provider as the billing area sees it. Two implementations: Stripe through
 * its SDK (stripe.ts) and the offline twin (stripe-offline.ts) used when no key is configured.
 */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The provider's own status: active, past_due, canceled, trialing, incomplete, … */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  startedAt: Date;
  itemId: string;
  /** Ours: uid, planCode, billing, and upgradedFrom while an upgrade is being invoiced. */
  metadata: Record<string, string>;
}

export interface ProviderCheckoutSession {
  id: string;
  mode: 'payment' | 'subscription';
  paid: boolean;
  uid: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The first invoice of a subscription checkout. */
  invoiceId: string | null;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
}

export interface CheckoutRequest {
  uid: string;
  customerId: string;
  mode: 'payment' | 'subscription';
  priceId: PriceId;
  currency: Currency;
  /** What the domain price table says; the offline twin charges it, Stripe its own catalogue. */
  amountMinor: number;
  description: string;
  interval?: BillingInterval;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

export interface PlanChangeRequest {
  subscriptionId: string;
  itemId: string;
  priceId: PriceId;
  currency: Currency;
  amountMinor: number;
  interval: BillingInterval;
  /** Upgrade: charge the difference now. Downgrade: new price from the next period. */
  prorate: boolean;
  metadata: Record<string, string>;
}

export interface Payments {
  /** `unconfigured`: production without a Stripe key; every call answers 503. */
  readonly kind: 'stripe' | 'offline' | 'unconfigured';
  createCustomer(input: { uid: string; email: string }): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  getCheckout(sessionId: string): Promise<ProviderCheckoutSession | null>;
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The customer's newest subscription that is not fully ended, if any. */
  latestSubscription(customerId: string): Promise<ProviderSubscription | null>;
  /** Throws PaymentDeclinedError when an upgrade's proration invoice cannot be paid. */
  changePlan(request: PlanChangeRequest): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends the subscription at once, without refund (account deletion). */
  cancelNow(subscriptionId: string): Promise<void>;
}

/** The card was declined while paying a proration invoice. */
export class PaymentDeclinedError extends Error {
  constructor(message = 'Payment failed') {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}
