import {
  chargeObject,
  demoCard,
  invoiceObject,
  sessionObject,
  subscriptionObject,
  type OfflineSession,
  type OfflineSubscription,
} from './stripe-offline-objects';
import { addInterval, newId, type OfflineStore } from './stripe-offline-store';

/** What the local checkout pages and the tests drive: what a customer or a card does at Stripe. */
export interface OfflineStripeControls {
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

export function offlineControls(store: OfflineStore): OfflineStripeControls {
  const {
    now,
    sessions,
    subscriptions,
    customers,
    readSession,
    post,
    saveSubscription,
    recordInvoice,
    issueInvoice,
    invoicePaid,
    requireSubscription,
  } = store;
  return {
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
}
