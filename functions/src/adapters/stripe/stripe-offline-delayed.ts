import { connectSessionObject, type OfflineConnectSession } from './stripe-offline-connect';
import { eventObject } from './stripe-offline-objects';
import { newId, type OfflineStripeOptions } from './stripe-offline-store';
import { signWebhookPayload } from './stripe-webhook';

/** A client paying a deposit checkout with a delayed method (SEPA Direct Debit, Bacs, ACH). */
export interface OfflineDelayedControls {
  /**
   * The client submits a delayed method: as Stripe, the session completes unpaid
   * (`payment_status: 'unpaid'`) and `checkout.session.completed` is posted. Past its
   * `expires_at` the session takes nothing and expires instead.
   */
  startDelayedPayment(sessionId: string): Promise<OfflineConnectSession>;
  /** Days later the money arrives, or does not: `async_payment_succeeded` or `…_failed`. */
  settleDelayedPayment(sessionId: string, arrived: boolean): Promise<OfflineConnectSession>;
}

export function offlineDelayed(options: OfflineStripeOptions): OfflineDelayedControls {
  const { db } = options;
  const now = () => (options.clock ?? (() => new Date()))().getTime();
  const sessions = db.collection('offlineStripeConnectSessions');
  const secret = options.connectWebhookSecret ?? options.webhookSecret;

  async function post(type: string, s: OfflineConnectSession): Promise<void> {
    const event = {
      ...eventObject(newId('evt'), type, connectSessionObject(s), now()),
      account: s.accountId,
    };
    const payload = JSON.stringify(event);
    await options.deliver(payload, await signWebhookPayload(payload, secret, new Date()));
  }

  async function read(sessionId: string): Promise<OfflineConnectSession> {
    const found = (await sessions.doc(sessionId).get()).data() as OfflineConnectSession | undefined;
    if (!found) throw new Error(`No such checkout session: '${sessionId}'`);
    return found;
  }

  return {
    async startDelayedPayment(sessionId) {
      const session = await read(sessionId);
      if (session.status !== 'open') return session;
      if (session.expiresAt !== undefined && now() >= session.expiresAt) {
        const ended: OfflineConnectSession = { ...session, status: 'expired' };
        await sessions.doc(sessionId).set(ended);
        await post('checkout.session.expired', ended);
        return ended;
      }
      const started: OfflineConnectSession = {
        ...session,
        status: 'complete',
        paid: false,
        paymentIntentId: newId('pi'),
      };
      await sessions.doc(sessionId).set(started);
      await post('checkout.session.completed', started);
      return started;
    },

    async settleDelayedPayment(sessionId, arrived) {
      const session = await read(sessionId);
      if (session.status !== 'complete' || session.paid) return session;
      if (!arrived) {
        await post('checkout.session.async_payment_failed', session);
        return session;
      }
      const paid: OfflineConnectSession = { ...session, paid: true, chargeId: newId('ch') };
      await sessions.doc(sessionId).set(paid);
      await post('checkout.session.async_payment_succeeded', paid);
      return paid;
    },
  };
}
