import { randomBytes } from 'node:crypto';
import { isPlanCode, PLANS } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { PaymentDeclinedError, type Payments, type ProviderSubscription } from '../payments';
import { offlineBillingHistory } from './stripe-offline-history';
import {
  chargeObject,
  demoCard,
  eventObject,
  invoiceObject,
  sessionObject,
  subscriptionObject,
  type OfflineInvoice,
  type OfflineSession,
  type OfflineSubscription,
} from './stripe-offline-objects';
import { olderThan } from '../payments';
import { offlineProration } from './stripe-offline-proration';
import { signWebhookPayload } from './stripe-webhook';

/**
 * The offline twin of Stripe: sessions and subscriptions live in Firestore
 * collections of their own, the checkout and portal are local pages (billing/demo-stripe-*),
 * and every state change posts signed Stripe-format events to the real webhook.
 */
export interface OfflineStripeOptions {
  db: Firestore;
  webhookSecret: string;
  /** Where the pages live, e.g. http://127.0.0.1:5000/api/demo-stripe */
  pagesBaseUrl: string;
  /** Posts one signed event to the webhook; throws when the webhook did not accept it. */
  deliver: (payload: string, signature: string) => Promise<void>;
  clock?: () => Date;
}

export interface OfflineStripe extends Payments {
  readonly kind: 'offline';
  session(id: string): Promise<OfflineSession | null>;
  invoice(id: string): Promise<OfflineInvoice | null>;
  subscriptionOf(customerId: string): Promise<OfflineSubscription | null>;
  pay(sessionId: string): Promise<OfflineSession>;
  abandon(sessionId: string): Promise<OfflineSession>;
  /** Moves the subscription to its period end: renews it, or ends it if set to cancel. */
  endPeriod(subscriptionId: string): Promise<void>;
  failPayment(subscriptionId: string): Promise<void>;
  refund(sessionId: string): Promise<void>;
  /** Makes the next upgrade's card payment fail (the declined-card path). */
  declineNextPayment(customerId: string): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_demo${randomBytes(12).toString('hex')}`;

function addInterval(ms: number, interval: 'month' | 'year'): number {
  const date = new Date(ms);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

function toProvider(s: OfflineSubscription): ProviderSubscription {
  return {
    id: s.id,
    customerId: s.customerId,
    status: s.status,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    currentPeriodStart: new Date(s.currentPeriodStart),
    currentPeriodEnd: new Date(s.currentPeriodEnd),
    startedAt: new Date(s.startedAt),
    createdAt: new Date(s.createdAt),
    itemId: s.itemId,
    metadata: s.metadata,
  };
}

export function createOfflineStripe(options: OfflineStripeOptions): OfflineStripe {
  const { db } = options;
  const now = () => (options.clock ?? (() => new Date()))().getTime();
  const sessions = db.collection('offlineStripeSessions');
  const subscriptions = db.collection('offlineStripeSubscriptions');
  const customers = db.collection('offlineStripeCustomers');
  const invoices = db.collection('offlineStripeInvoices');

  const readSession = async (id: string) =>
    ((await sessions.doc(id).get()).data() as OfflineSession | undefined) ?? null;
  const readSubscription = async (id: string) =>
    ((await subscriptions.doc(id).get()).data() as OfflineSubscription | undefined) ?? null;

  async function post(type: string, object: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify(eventObject(newId('evt'), type, object, now()));
    const signature = await signWebhookPayload(payload, options.webhookSecret, new Date());
    await options.deliver(payload, signature);
  }

  async function saveSubscription(s: OfflineSubscription): Promise<void> {
    await subscriptions.doc(s.id).set(s);
  }

  /** Keeps the invoice for its hosted page and the billing history. */
  async function recordInvoice(input: {
    id: string;
    subscription: OfflineSubscription;
    billingReason: OfflineInvoice['billingReason'];
    amountMinor: number;
    paid: boolean;
    at: number;
  }): Promise<void> {
    const s = input.subscription;
    const { planCode } = s.metadata;
    const record: OfflineInvoice = {
      id: input.id,
      customerId: s.customerId,
      subscriptionId: s.id,
      description: `${planCode && isPlanCode(planCode) ? PLANS[planCode].name : 'InkForge'} plan, billed ${s.interval}ly`,
      currency: s.currency,
      amountMinor: input.amountMinor,
      status: input.paid ? 'paid' : 'open',
      refunded: false,
      billingReason: input.billingReason,
      createdAt: input.at,
      periodStart: s.currentPeriodStart,
      periodEnd: s.currentPeriodEnd,
    };
    await invoices.doc(input.id).set(record);
  }

  async function issueInvoice(input: Parameters<typeof recordInvoice>[0]): Promise<void> {
    await recordInvoice(input);
    await post(input.paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceObject(input));
  }

  async function invoicePaid(
    s: OfflineSubscription,
    billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update',
    amountMinor: number,
  ): Promise<string> {
    const id = newId('in');
    await issueInvoice({ id, subscription: s, billingReason, amountMinor, paid: true, at: now() });
    return id;
  }

  async function requireSubscription(id: string): Promise<OfflineSubscription> {
    const s = await readSubscription(id);
    if (!s) throw new Error(`No offline subscription ${id}`);
    return s;
  }

  const twin: OfflineStripe = {
    kind: 'offline',

    async createCustomer({ uid, email }) {
      const id = newId('cus');
      await customers.doc(id).set({ id, uid, email, createdAt: now() });
      return id;
    },

    async createCheckout(request) {
      const id = newId('cs');
      const session: OfflineSession = {
        id,
        mode: request.mode,
        status: 'open',
        paid: false,
        uid: request.uid,
        customerId: request.customerId,
        priceId: request.priceId,
        description: request.description,
        currency: request.currency,
        amountMinor: request.amountMinor,
        interval: request.interval ? (request.interval === 'yearly' ? 'year' : 'month') : null,
        metadata: { ...request.metadata, uid: request.uid },
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl,
        subscriptionId: null,
        invoiceId: null,
        paymentIntentId: null,
        chargeId: null,
        refunded: false,
        createdAt: now(),
      };
      await sessions.doc(id).set(session);
      return { id, url: `${options.pagesBaseUrl}/checkout/${id}` };
    },

    async getCheckout(sessionId) {
      const s = await readSession(sessionId);
      if (!s) return null;
      return {
        id: s.id,
        mode: s.mode,
        paid: s.paid,
        uid: s.uid,
        customerId: s.customerId,
        subscriptionId: s.subscriptionId,
        invoiceId: s.invoiceId,
        paymentIntentId: s.paymentIntentId,
        metadata: s.metadata,
      };
    },

    async createPortal(customerId) {
      return `${options.pagesBaseUrl}/portal/${customerId}`;
    },

    async getSubscription(id) {
      const s = await readSubscription(id);
      return s ? toProvider(s) : null;
    },

    async latestSubscription(customerId) {
      const s = await twin.subscriptionOf(customerId);
      return s && s.status !== 'canceled' ? toProvider(s) : null;
    },

    async liveSubscriptions(customerId) {
      const snapshot = await subscriptions.where('customerId', '==', customerId).get();
      return snapshot.docs
        .map((d) => d.data() as OfflineSubscription)
        .filter((s) => s.status !== 'canceled')
        .map(toProvider);
    },

    async expireOpenCheckouts(customerId, keep) {
      const snapshot = await sessions.where('customerId', '==', customerId).get();
      const open = snapshot.docs
        .map((d) => d.data() as OfflineSession)
        .filter((s) => s.status === 'open' && s.mode === 'subscription');
      const stale = olderThan(open, keep, (s) => s.createdAt);
      await Promise.all(stale.map((s) => sessions.doc(s.id).update({ status: 'expired' })));
      return stale.length;
    },

    async cancelAndRefund(subscriptionId) {
      // The flag flips in a transaction, so two deliveries at once refund once.
      const ref = subscriptions.doc(subscriptionId);
      const before = await db.runTransaction(async (tx) => {
        const s = (await tx.get(ref)).data() as OfflineSubscription | undefined;
        if (!s) throw new Error(`No offline subscription ${subscriptionId}`);
        if (!s.refunded) tx.update(ref, { refunded: true, status: 'canceled' });
        return s;
      });
      const refundedMinor = before.paymentIntentId ? before.amountMinor : 0;
      if (!before.refunded) {
        // The refund repays the first invoice: its page and the history say so.
        const issued = await invoices.where('subscriptionId', '==', subscriptionId).get();
        const first = issued.docs.filter((d) => d.get('billingReason') === 'subscription_create');
        await Promise.all(first.map((d) => d.ref.update({ refunded: true })));
        if (before.chargeId) await post('charge.refunded', chargeObject(before, true));
        const ended: OfflineSubscription = { ...before, refunded: true, status: 'canceled' };
        await post('customer.subscription.deleted', subscriptionObject(ended));
      }
      return { refundedMinor, currency: before.currency };
    },

    async changePlan(request) {
      const s = await requireSubscription(request.subscriptionId);
      const customer = (await customers.doc(s.customerId).get()).data();
      if (request.prorate && customer?.declineNext === true) {
        await customers.doc(s.customerId).update({ declineNext: false });
        throw new PaymentDeclinedError('Your card was declined.');
      }
      const at = request.prorationDate ? request.prorationDate * 1000 : now();
      const interval = request.interval === 'yearly' ? 'year' : 'month';
      const proration = offlineProration(s, { amountMinor: request.amountMinor, interval }, at);
      const restart = request.prorate && proration.restartsPeriod;
      const updated: OfflineSubscription = {
        ...s,
        priceId: request.priceId,
        currency: request.currency,
        amountMinor: request.amountMinor,
        interval,
        metadata: { ...s.metadata, ...request.metadata },
        ...(restart ? { currentPeriodStart: at, currentPeriodEnd: addInterval(at, interval) } : {}),
      };
      await saveSubscription(updated);
      await post('customer.subscription.updated', subscriptionObject(updated));
      if (request.prorate) {
        await invoicePaid(updated, 'subscription_update', proration.amountDueMinor);
      }
      return toProvider(updated);
    },

    async previewPlanChange(request) {
      const s = await requireSubscription(request.subscriptionId);
      const at = now();
      const interval = request.interval === 'yearly' ? 'year' : 'month';
      const proration = offlineProration(s, { amountMinor: request.amountMinor, interval }, at);
      const restart = request.prorate && proration.restartsPeriod;
      return {
        amountDueMinor: request.prorate ? proration.amountDueMinor : 0,
        currency: request.currency,
        renewalDate: new Date(restart ? addInterval(at, interval) : s.currentPeriodEnd),
        prorationDate: Math.floor(at / 1000),
      };
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const updated = { ...(await requireSubscription(subscriptionId)), cancelAtPeriodEnd: cancel };
      await saveSubscription(updated);
      await post('customer.subscription.updated', subscriptionObject(updated));
      return toProvider(updated);
    },

    async cancelNow(subscriptionId) {
      const s = await readSubscription(subscriptionId);
      if (!s || s.status === 'canceled') return;
      const ended: OfflineSubscription = { ...s, status: 'canceled' };
      await saveSubscription(ended);
      await post('customer.subscription.deleted', subscriptionObject(ended));
    },

    billingHistory: (customerId, subscriptionId) =>
      offlineBillingHistory(db, options.pagesBaseUrl, customerId, subscriptionId),

    session: readSession,

    async invoice(id) {
      return ((await invoices.doc(id).get()).data() as OfflineInvoice | undefined) ?? null;
    },

    async subscriptionOf(customerId) {
      const snapshot = await subscriptions.where('customerId', '==', customerId).get();
      const all = snapshot.docs.map((d) => d.data() as OfflineSubscription);
      return all.sort((a, b) => b.createdAt - a.createdAt)[0] ?? null;
    },

    async pay(sessionId) {
      const session = await readSession(sessionId);
      if (!session) throw new Error(`No offline checkout ${sessionId}`);
      if (session.status !== 'open') return session;
      const at = now();
      const paid: OfflineSession = { ...session, status: 'complete', paid: true };
      if (session.mode === 'subscription') {
        const interval = session.interval ?? 'month';
        const subscription: OfflineSubscription = {
          id: newId('sub'),
          customerId: session.customerId,
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodStart: at,
          currentPeriodEnd: addInterval(at, interval),
          startedAt: at,
          createdAt: at,
          itemId: newId('si'),
          priceId: session.priceId,
          currency: session.currency,
          amountMinor: session.amountMinor,
          interval,
          metadata: session.metadata,
          paymentIntentId: newId('pi'),
          chargeId: newId('ch'),
          refunded: false,
        };
        await saveSubscription(subscription);
        // The card the checkout saved: the one the billing history shows.
        await customers.doc(session.customerId).set({ card: demoCard(at) }, { merge: true });
        paid.subscriptionId = subscription.id;
        paid.invoiceId = newId('in');
        const first = {
          id: paid.invoiceId,
          subscription,
          billingReason: 'subscription_create' as const,
          amountMinor: session.amountMinor,
          paid: true,
          at,
        };
        // Recorded before any event: a duplicate's refund (which the first event can trigger)
        // must find the invoice it repays.
        await recordInvoice(first);
        await sessions.doc(sessionId).set(paid);
        await post('customer.subscription.created', subscriptionObject(subscription));
        await post('checkout.session.completed', sessionObject(paid));
        await post('invoice.paid', invoiceObject(first));
      } else {
        paid.paymentIntentId = newId('pi');
        paid.chargeId = newId('ch');
        await sessions.doc(sessionId).set(paid);
        await post('checkout.session.completed', sessionObject(paid));
      }
      return paid;
    },

    async abandon(sessionId) {
      const session = await readSession(sessionId);
      if (!session) throw new Error(`No offline checkout ${sessionId}`);
      if (session.status === 'open') await sessions.doc(sessionId).update({ status: 'expired' });
      return session;
    },

    async endPeriod(subscriptionId) {
      const s = await requireSubscription(subscriptionId);
      if (s.status === 'canceled') return;
      if (s.cancelAtPeriodEnd) {
        const ended: OfflineSubscription = { ...s, status: 'canceled' };
        await saveSubscription(ended);
        await post('customer.subscription.deleted', subscriptionObject(ended));
        return;
      }
      const renewed: OfflineSubscription = {
        ...s,
        status: 'active',
        currentPeriodStart: s.currentPeriodEnd,
        currentPeriodEnd: addInterval(s.currentPeriodEnd, s.interval),
      };
      await saveSubscription(renewed);
      await post('customer.subscription.updated', subscriptionObject(renewed));
      await invoicePaid(renewed, 'subscription_cycle', renewed.amountMinor);
    },

    async failPayment(subscriptionId) {
      const failed: OfflineSubscription = {
        ...(await requireSubscription(subscriptionId)),
        status: 'past_due',
      };
      await saveSubscription(failed);
      await issueInvoice({
        id: newId('in'),
        subscription: failed,
        billingReason: 'subscription_cycle',
        amountMinor: failed.amountMinor,
        paid: false,
        at: now(),
      });
      await post('customer.subscription.updated', subscriptionObject(failed));
    },

    async refund(sessionId) {
      const session = await readSession(sessionId);
      if (!session?.chargeId || session.refunded) return;
      await sessions.doc(sessionId).update({ refunded: true });
      await post('charge.refunded', chargeObject(session, true));
    },

    async declineNextPayment(customerId) {
      await customers.doc(customerId).set({ declineNext: true }, { merge: true });
    },
  };
  return twin;
}
