import { PaymentDeclinedError, type Payments, type ProviderSubscription } from '../payments';
import { offlineBillingHistory } from './stripe-offline-history';
import {
  chargeObject,
  subscriptionObject,
  type OfflineInvoice,
  type OfflineSession,
  type OfflineSubscription,
} from './stripe-offline-objects';
import { olderThan } from '../payments';
import { offlineProration } from './stripe-offline-proration';
import { offlineControls, type OfflineStripeControls } from './stripe-offline-controls';
import { offlineConnect, type OfflineConnectControls } from './stripe-offline-connect';
import { offlineDelayed, type OfflineDelayedControls } from './stripe-offline-delayed';
import {
  createOfflineStore,
  newId,
  addInterval,
  type OfflineStripeOptions,
} from './stripe-offline-store';

export interface OfflineStripe
  extends Payments, OfflineStripeControls, OfflineConnectControls, OfflineDelayedControls {
  readonly kind: 'offline';
  session(id: string): Promise<OfflineSession | null>;
  invoice(id: string): Promise<OfflineInvoice | null>;
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

/**
 * The offline twin of Stripe: sessions and subscriptions live in Firestore collections of
 * their own (stripe-offline-store.ts), the checkout and portal are local pages
 * (billing/demo-stripe-*) driving its controls (stripe-offline-controls.ts), and every state
 * change posts signed Stripe-format events to the real webhook.
 */
export function createOfflineStripe(options: OfflineStripeOptions): OfflineStripe {
  const { db } = options;
  const store = createOfflineStore(options);
  const controls = offlineControls(store);
  const {
    now,
    sessions,
    subscriptions,
    customers,
    invoices,
    readSession,
    readSubscription,
    post,
    saveSubscription,
    invoicePaid,
    requireSubscription,
  } = store;
  return {
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
      const s = await controls.subscriptionOf(customerId);
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

    ...controls,
    ...offlineConnect(options),
    ...offlineDelayed(options),
  };
}
