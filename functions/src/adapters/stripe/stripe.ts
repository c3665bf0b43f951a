import type Stripe from 'stripe';
import { loadStripe } from '../load-sdk';
import { stripeBillingHistory } from './stripe-billing-history';
import { idOf, refundStatusOf, toCheckoutSession } from './stripe-objects';
import {
  olderThan,
  PaymentDeclinedError,
  type Payments,
  type ProviderSubscription,
} from '../payments';

/** Pinned: the event and object shapes billing reads are this version's. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export interface StripeOptions {
  secretKey: string;
  /** Tests point the real SDK at a local HTTP server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no items`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    // Since the 2025 API versions the billing period lives on the item.
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    startedAt: new Date(subscription.start_date * 1000),
    createdAt: new Date(subscription.created * 1000),
    itemId: item.id,
    metadata: { ...subscription.metadata },
  };
}

type StripeSdk = Awaited<ReturnType<typeof loadStripe>>;

/**
 * Stripe through the official SDK, which loads with the first call rather than when the worker
 * starts (load-sdk.ts): most requests never touch payments.
 */
export function createStripePayments(options: StripeOptions): Payments {
  let made: Promise<Payments> | undefined;
  const real = () => (made ??= loadStripe().then((sdk) => stripePaymentsWith(sdk, options)));
  return {
    kind: 'stripe',
    createCustomer: async (input) => (await real()).createCustomer(input),
    createCheckout: async (request) => (await real()).createCheckout(request),
    getCheckout: async (id) => (await real()).getCheckout(id),
    createPortal: async (customerId, returnUrl) =>
      (await real()).createPortal(customerId, returnUrl),
    getSubscription: async (id) => (await real()).getSubscription(id),
    latestSubscription: async (customerId) => (await real()).latestSubscription(customerId),
    liveSubscriptions: async (customerId) => (await real()).liveSubscriptions(customerId),
    expireOpenCheckouts: async (customerId, keep) =>
      (await real()).expireOpenCheckouts(customerId, keep),
    cancelAndRefund: async (id) => (await real()).cancelAndRefund(id),
    previewPlanChange: async (request) => (await real()).previewPlanChange(request),
    changePlan: async (request) => (await real()).changePlan(request),
    setCancelAtPeriodEnd: async (id, cancel) => (await real()).setCancelAtPeriodEnd(id, cancel),
    cancelNow: async (id) => (await real()).cancelNow(id),
    billingHistory: async (customerId, subscriptionId) =>
      (await real()).billingHistory(customerId, subscriptionId),
    createConnectedAccount: async (input) => (await real()).createConnectedAccount(input),
    createAccountLink: async (input) => (await real()).createAccountLink(input),
    getConnectedAccount: async (id) => (await real()).getConnectedAccount(id),
    createDepositCheckout: async (request) => (await real()).createDepositCheckout(request),
    refundOnAccount: async (input) => (await real()).refundOnAccount(input),
    expireDepositCheckout: async (input) => (await real()).expireDepositCheckout(input),
  };
}

function stripePaymentsWith(Stripe: StripeSdk, options: StripeOptions): Payments {
  const isMissing = (err: unknown) =>
    err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404;
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Called inside `api`, which Hosting cuts off at 60 s: three tries of 15 s stay under it
    // (the SDK's own default waits 80 s per try).
    timeout: 15_000,
    maxNetworkRetries: 2,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  /** Prices live in the Stripe catalogue under the domain's price ids as lookup keys. */
  async function priceByLookupKey(lookupKey: string): Promise<string> {
    const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new Error(`No active Stripe price with lookup key ${lookupKey}`);
    return price.id;
  }

  /** Refunds a payment in full; a payment refunded already (a repeated call) refunds 0. */
  async function refundOnce(paymentIntent: string): Promise<number> {
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent },
        { idempotencyKey: `duplicate-refund-${paymentIntent}` },
      );
      return refund.amount;
    } catch (err) {
      if (
        err instanceof Stripe.errors.StripeInvalidRequestError &&
        err.code === 'charge_already_refunded'
      ) {
        return 0;
      }
      throw err;
    }
  }

  async function getSubscription(id: string): Promise<ProviderSubscription | null> {
    try {
      return toSubscription(await stripe.subscriptions.retrieve(id));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 'stripe',

    async createCustomer({ uid, email }) {
      const customer = await stripe.customers.create(
        { email, metadata: { uid } },
        // One customer per user even when two checkouts start at once.
        { idempotencyKey: `customer-${uid}` },
      );
      return customer.id;
    },

    async createCheckout(request) {
      const price = await priceByLookupKey(request.priceId);
      const metadata = { ...request.metadata, uid: request.uid };
      const session = await stripe.checkout.sessions.create({
        mode: request.mode,
        customer: request.customerId,
        client_reference_id: request.uid,
        line_items: [{ price, quantity: 1 }],
        currency: request.currency.toLowerCase(),
        metadata,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.mode === 'subscription'
          ? { subscription_data: { metadata } }
          : { payment_intent_data: { metadata } }),
      });
      if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
      return { id: session.id, url: session.url };
    },

    async getCheckout(sessionId) {
      try {
        return toCheckoutSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async createPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    getSubscription,

    async latestSubscription(customerId) {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 10,
      });
      const live = list.data.filter(
        (s) => s.status !== 'canceled' && s.status !== 'incomplete_expired',
      );
      const newest = [...live].sort((a, b) => b.created - a.created)[0];
      return newest ? toSubscription(newest) : null;
    },

    async liveSubscriptions(customerId) {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 20,
      });
      return list.data
        .filter((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired')
        .map(toSubscription);
    },

    async expireOpenCheckouts(customerId, keep) {
      const open = await stripe.checkout.sessions.list({
        customer: customerId,
        status: 'open',
        limit: 20,
      });
      const plans = open.data.filter((s) => s.mode === 'subscription');
      const stale = olderThan(plans, keep, (s) => s.created);
      await Promise.all(stale.map((s) => stripe.checkout.sessions.expire(s.id)));
      return stale.length;
    },

    async cancelAndRefund(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const invoiceId = idOf(subscription.latest_invoice);
      let refundedMinor = 0;
      if (invoiceId) {
        const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
        for (const payment of payments.data) {
          const intent = idOf(payment.payment.payment_intent);
          if (!intent) continue;
          refundedMinor += await refundOnce(intent);
        }
      }
      // Refund first: once cancelled the subscription is no longer live and would not be
      // looked at again, so a failed refund must leave it live for the retried event.
      if (subscription.status !== 'canceled') await stripe.subscriptions.cancel(subscriptionId);
      return { refundedMinor, currency: subscription.currency };
    },

    async previewPlanChange(request) {
      const price = await priceByLookupKey(request.priceId);
      const subscription = await stripe.subscriptions.retrieve(request.subscriptionId);
      const prorationDate = Math.floor(Date.now() / 1000);
      // The invoice the update would create now: with always_invoice that is the proration
      // (and, when the billing period changes, the new period), which is what is charged.
      const preview = await stripe.invoices.createPreview({
        customer: idOf(subscription.customer) ?? '',
        subscription: request.subscriptionId,
        subscription_details: {
          items: [{ id: request.itemId, price }],
          proration_behavior: request.prorate ? 'always_invoice' : 'none',
          proration_date: prorationDate,
        },
      });
      const item = subscription.items.data[0];
      const interval = request.interval === 'yearly' ? 'year' : 'month';
      // A prorated change of billing period restarts the cycle today (Stripe resets the anchor).
      const restarts = request.prorate && item?.price.recurring?.interval !== interval;
      const renewal = new Date(
        restarts ? prorationDate * 1000 : (item?.current_period_end ?? prorationDate) * 1000,
      );
      if (restarts) {
        if (interval === 'year') renewal.setUTCFullYear(renewal.getUTCFullYear() + 1);
        else renewal.setUTCMonth(renewal.getUTCMonth() + 1);
      }
      return {
        amountDueMinor: request.prorate ? preview.amount_due : 0,
        currency: preview.currency.toUpperCase(),
        renewalDate: renewal,
        prorationDate,
      };
    },

    async changePlan(request) {
      const price = await priceByLookupKey(request.priceId);
      try {
        const updated = await stripe.subscriptions.update(request.subscriptionId, {
          items: [{ id: request.itemId, price }],
          metadata: request.metadata,
          // Upgrade: invoice the proration now and fail if it cannot be paid. Downgrade: no
          // proration; the lower price applies from the next renewal.
          proration_behavior: request.prorate ? 'always_invoice' : 'none',
          payment_behavior: request.prorate ? 'error_if_incomplete' : 'allow_incomplete',
          ...(request.prorate && request.prorationDate
            ? { proration_date: request.prorationDate }
            : {}),
        });
        return toSubscription(updated);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          throw new PaymentDeclinedError(err.message || 'Payment failed');
        }
        throw err;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const updated = await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancel,
      });
      return toSubscription(updated);
    },

    billingHistory: (customerId, subscriptionId) =>
      stripeBillingHistory(stripe, customerId, subscriptionId),

    async cancelNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },

    async createConnectedAccount({ uid, email }) {
      // The artist's own Stripe account, as a Standard account was: their full dashboard, Stripe
      // collects their details, their fees and losses are theirs. The SDK marks `type`
      // deprecated in favour of these controller properties.
      const account = await stripe.accounts.create(
        {
          controller: {
            stripe_dashboard: { type: 'full' },
            fees: { payer: 'account' },
            losses: { payments: 'stripe' },
            requirement_collection: 'stripe',
          },
          ...(email ? { email } : {}),
          metadata: { uid },
        },
        { idempotencyKey: `connect-account-${uid}` },
      );
      return account.id;
    },

    async createAccountLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: refreshUrl,
        return_url: returnUrl,
      });
      return link.url;
    },

    async getConnectedAccount(accountId) {
      try {
        const account = await stripe.accounts.retrieve(accountId);
        return {
          id: account.id,
          chargesEnabled: account.charges_enabled === true,
          detailsSubmitted: account.details_submitted === true,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async createDepositCheckout(request) {
      // A direct charge: the session, its payment and any refund live on the artist's account.
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          metadata: request.metadata,
          payment_intent_data: {
            metadata: request.metadata,
            ...(request.applicationFeeMinor
              ? { application_fee_amount: request.applicationFeeMinor }
              : {}),
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.expiresAt
            ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) }
            : {}),
        },
        { stripeAccount: request.accountId },
      );
      if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
      return { id: session.id, url: session.url };
    },

    async refundOnAccount({ accountId, paymentIntentId, idempotencyKey, amountMinor }) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            ...(amountMinor === undefined ? {} : { amount: amountMinor }),
          },
          { stripeAccount: accountId, idempotencyKey },
        );
        return {
          id: refund.id,
          amountMinor: refund.amount,
          status: refundStatusOf(refund.status),
          failureReason: refund.failure_reason ?? null,
        };
      } catch (err) {
        // Refunded before (a retry past the idempotency key's day): nothing more to give back.
        if (
          err instanceof Stripe.errors.StripeInvalidRequestError &&
          err.code === 'charge_already_refunded'
        ) {
          return { id: '', amountMinor: 0, status: 'succeeded', failureReason: null };
        }
        throw err;
      }
    },

    async expireDepositCheckout({ accountId, sessionId }) {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { stripeAccount: accountId });
        return true;
      } catch (err) {
        // Stripe expires only open sessions; one already paid or expired answers 400.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400) {
          return false;
        }
        throw err;
      }
    },
  };
}
