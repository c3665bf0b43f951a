import type {
  BillingInterval,
  Currency,
  InvoiceStatus,
  PaymentCard,
  PriceId,
} from '@inkforge/domain';

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
  /** When the subscription was created: of two live ones for a customer, the older stays. */
  createdAt: Date;
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

interface CheckoutRequest {
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
  /** The instant the preview prorated at (seconds), so the charge equals what was shown. */
  prorationDate?: number;
}

/** What a plan change costs, from the provider's invoice preview. */
interface PlanChangeQuote {
  amountDueMinor: number;
  currency: string;
  renewalDate: Date;
  prorationDate: number;
}

/** One invoice as the provider issued it. */
export interface ProviderInvoice {
  id: string;
  createdAt: Date;
  /** What the invoice billed, in minor units of its currency. */
  amountMinor: number;
  /** Upper-case ISO code. */
  currency: string;
  status: InvoiceStatus;
  refunded: boolean;
  hostedUrl: string | null;
  pdfUrl: string | null;
}

/** What the customer will be charged next, what was charged, and the card on file. */
export interface ProviderBillingHistory {
  upcoming: { amountMinor: number; currency: string; date: Date } | null;
  invoices: ProviderInvoice[];
  card: PaymentCard | null;
}

/** An artist's own Stripe account (Connect), as its onboarding left it. */
interface ConnectedAccount {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

/** A client's deposit, paid by Checkout as a direct charge on the artist's account. */
interface DepositCheckoutRequest {
  accountId: string;
  amountMinor: number;
  /** Upper-case ISO code. */
  currency: string;
  description: string;
  customerEmail?: string;
  /** The platform's cut, in minor units; none unless configured. */
  applicationFeeMinor?: number;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** When the session stops taking payment (Stripe: 30 min to 24 h ahead; default 24 h). */
  expiresAt?: Date;
}

/**
 * What Stripe answered a refund: accepted is not done. `pending` waits for the connected
 * account's available balance (its refund.updated / refund.failed events say how it ends);
 * only `succeeded` means the client has the money back. A repeat past the idempotency key
 * (already refunded) answers succeeded with 0.
 */
export interface RefundOnAccountAnswer {
  id: string;
  amountMinor: number;
  status: 'pending' | 'succeeded' | 'failed';
  /** Stripe's failure_reason when failed (insufficient_funds, expired_or_canceled_card, …). */
  failureReason: string | null;
}

/** Stripe Connect: the artists' own accounts and the direct charges on them. */
export interface ConnectPayments {
  createConnectedAccount(input: { uid: string; email: string | null }): Promise<string>;
  /** A one-time onboarding link; `refreshUrl` is opened when it has expired. */
  createAccountLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<string>;
  getConnectedAccount(accountId: string): Promise<ConnectedAccount | null>;
  createDepositCheckout(request: DepositCheckoutRequest): Promise<{ id: string; url: string }>;
  /**
   * Refunds a direct charge on the artist's account, in full or `amountMinor` of it; safe to
   * repeat under one key.
   */
  refundOnAccount(input: {
    accountId: string;
    paymentIntentId: string;
    idempotencyKey: string;
    amountMinor?: number;
  }): Promise<RefundOnAccountAnswer>;
  /**
   * Expires an open deposit checkout so it can no longer be paid. A session that is no longer
   * open (paid or expired already) is left as it is: false.
   */
  expireDepositCheckout(input: { accountId: string; sessionId: string }): Promise<boolean>;
}

export interface Payments extends ConnectPayments {
  /** `unconfigured`: production without a Stripe key; every call answers 503. */
  readonly kind: 'stripe' | 'offline' | 'unconfigured';
  createCustomer(input: { uid: string; email: string }): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  getCheckout(sessionId: string): Promise<ProviderCheckoutSession | null>;
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The customer's newest subscription that is not fully ended, if any. */
  latestSubscription(customerId: string): Promise<ProviderSubscription | null>;
  /** Every subscription of the customer that is not ended (canceled, incomplete_expired). */
  liveSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /**
   * Expires the customer's open subscription checkouts created before `keep`; returns how
   * many. Only older ones: two checkouts started at once must not expire each other.
   */
  expireOpenCheckouts(customerId: string, keep: string): Promise<number>;
  /**
   * A duplicate subscription: refunds what it was paid and ends it at once. Safe to repeat:
   * a second call refunds nothing more. Returns what was refunded, in minor units.
   */
  cancelAndRefund(subscriptionId: string): Promise<{ refundedMinor: number; currency: string }>;
  /** The invoice a change would create now (zero when it waits for the renewal). */
  previewPlanChange(request: PlanChangeRequest): Promise<PlanChangeQuote>;
  /** Throws PaymentDeclinedError when an upgrade's proration invoice cannot be paid. */
  changePlan(request: PlanChangeRequest): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /**
   * Billing history: the upcoming invoice of the live subscription (none when it ends at the
   * period end), the customer's invoices newest first, and the card the provider charges.
   */
  billingHistory(
    customerId: string,
    subscriptionId: string | null,
  ): Promise<ProviderBillingHistory>;
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

/** The items created before `keep` (ties broken by id), i.e. the ones `keep` replaces. */
export function olderThan<T extends { id: string }>(
  items: T[],
  keep: string,
  createdOf: (item: T) => number,
): T[] {
  const kept = items.find((item) => item.id === keep);
  if (!kept) return [];
  const at = createdOf(kept);
  return items.filter((item) => {
    const t = createdOf(item);
    return item.id !== keep && (t < at || (t === at && item.id < keep));
  });
}
