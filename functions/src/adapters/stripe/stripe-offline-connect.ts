import type { ConnectPayments } from '../payments';
import { checkoutExpiry, checkoutRefusal } from './stripe-offline-checkout-limits';
import { eventObject } from './stripe-offline-objects';
import { newId, type OfflineStripeOptions } from './stripe-offline-store';
import { signWebhookPayload } from './stripe-webhook';
import {
  newRefundStatus,
  offlineRefunds,
  refundAnswer,
  refundObject,
  type OfflineRefund,
} from './stripe-offline-refunds';

/** An artist's connected account in the twin: onboarding done or not. */
export interface OfflineAccount {
  id: string;
  uid: string;
  email: string | null;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** Where the onboarding page returns to (the newest account link's). */
  returnUrl: string | null;
  refreshUrl: string | null;
  createdAt: number;
  /** The available balance in minor units (null: enough for any refund). */
  availableMinor?: number | null;
  /** The artist disconnected InkForge from their account: the platform can act on it no more. */
  deauthorized?: boolean;
}

/** A Checkout Session created on a connected account (a direct charge). */
export interface OfflineConnectSession {
  id: string;
  accountId: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  description: string;
  currency: string;
  amountMinor: number;
  applicationFeeMinor: number;
  customerEmail: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  paymentIntentId: string | null;
  chargeId: string | null;
  refunded: boolean;
  /** What was given back so far, in minor units (refunded is true once it is the whole). */
  refundedMinor?: number;
  createdAt: number;
  /** When it ends unpaid (ms): the `expires_at` asked, else 24 h (absent on older sessions). */
  expiresAt?: number;
}

/** What Stripe answers when a call cannot be made, with its HTTP status. */
class OfflineStripeError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    /** Stripe's `error.code` where it gives one (`amount_too_small`). */
    readonly code?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
    this.name = 'OfflineStripeError';
  }
}

export interface OfflineConnectControls {
  account(id: string): Promise<OfflineAccount | null>;
  /** The artist finishes the onboarding form: charges enabled, `account.updated` posted. */
  completeOnboarding(accountId: string): Promise<OfflineAccount>;
  connectSession(id: string): Promise<OfflineConnectSession | null>;
  /** The client pays the deposit checkout with the demo card. */
  payOnAccount(sessionId: string): Promise<OfflineConnectSession>;
  abandonOnAccount(sessionId: string): Promise<OfflineConnectSession>;
  /** The account's available balance, in minor units (null: enough for any refund). */
  setAvailableBalance(accountId: string, minor: number | null): Promise<void>;
  connectRefund(id: string): Promise<OfflineRefund | null>;
  refundsOf(accountId: string): Promise<OfflineRefund[]>;
  /**
   * A pending refund ends, as Stripe ends it once the balance covers it (succeeded) or gives up
   * (failed, with its failure_reason): refund.updated (and refund.failed), charge.refund.updated.
   */
  settleRefund(
    id: string,
    outcome: { status: 'succeeded' } | { status: 'failed'; failureReason: string },
  ): Promise<OfflineRefund>;
  /** The artist disconnects InkForge on Stripe: account.application.deauthorized is posted. */
  deauthorize(accountId: string): Promise<void>;
}

type Json = Record<string, unknown>;
const seconds = (ms: number) => Math.floor(ms / 1000);

function accountObject(a: OfflineAccount): Json {
  return {
    id: a.id,
    object: 'account',
    type: 'standard',
    email: a.email,
    charges_enabled: a.chargesEnabled,
    details_submitted: a.detailsSubmitted,
    payouts_enabled: a.chargesEnabled,
    metadata: { uid: a.uid },
    created: seconds(a.createdAt),
  };
}

export function connectSessionObject(s: OfflineConnectSession): Json {
  return {
    id: s.id,
    object: 'checkout.session',
    mode: 'payment',
    status: s.status,
    payment_status: s.paid ? 'paid' : 'unpaid',
    client_reference_id: null,
    customer: null,
    customer_email: s.customerEmail,
    currency: s.currency.toLowerCase(),
    amount_total: s.amountMinor,
    metadata: s.metadata,
    subscription: null,
    invoice: null,
    payment_intent: s.paymentIntentId,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    expires_at: s.expiresAt ? seconds(s.expiresAt) : null,
    livemode: false,
  };
}

function connectChargeObject(s: OfflineConnectSession): Json {
  return {
    id: s.chargeId,
    object: 'charge',
    amount: s.amountMinor,
    amount_refunded: s.refunded ? s.amountMinor : (s.refundedMinor ?? 0),
    refunded: s.refunded,
    currency: s.currency.toLowerCase(),
    customer: null,
    payment_intent: s.paymentIntentId,
    metadata: s.metadata,
    livemode: false,
  };
}

/**
 * Stripe Connect in the offline twin: Standard accounts with an onboarding page, Checkout as a
 * direct charge on a connected account, refunds there, and events that carry `account` (as
 * Stripe sends them to a Connect endpoint), signed with the Connect endpoint's secret.
 */
export function offlineConnect(
  options: OfflineStripeOptions,
): ConnectPayments & OfflineConnectControls {
  const { db } = options;
  const now = () => (options.clock ?? (() => new Date()))().getTime();
  const accounts = db.collection('offlineStripeAccounts');
  const sessions = db.collection('offlineStripeConnectSessions');
  const refunds = db.collection('offlineStripeConnectRefunds');
  const secret = options.connectWebhookSecret ?? options.webhookSecret;
  const refundStore = offlineRefunds(db);

  const readAccount = async (id: string) =>
    /^acct_demo[0-9a-f]{24}$/.test(id)
      ? (((await accounts.doc(id).get()).data() as OfflineAccount | undefined) ?? null)
      : null;
  const readSession = async (id: string) =>
    /^cs_demo[0-9a-f]{24}$/.test(id)
      ? (((await sessions.doc(id).get()).data() as OfflineConnectSession | undefined) ?? null)
      : null;

  async function post(type: string, object: Json, accountId: string): Promise<void> {
    const event = { ...eventObject(newId('evt'), type, object, now()), account: accountId };
    const payload = JSON.stringify(event);
    await options.deliver(payload, await signWebhookPayload(payload, secret, new Date()));
  }

  async function requireAccount(id: string): Promise<OfflineAccount> {
    const account = await readAccount(id);
    if (!account) throw new OfflineStripeError(`No such account: '${id}'`, 404);
    // As Stripe once the artist disconnected the platform: a permission error on every call.
    if (account.deauthorized) {
      throw new OfflineStripeError(
        `The provided key does not have access to account '${id}' (or that account does not exist).`,
        403,
      );
    }
    return account;
  }

  return {
    async createConnectedAccount({ uid, email }) {
      const existing = await accounts.where('uid', '==', uid).get();
      // A disconnected account is out of the platform's reach: connecting again makes a new one.
      const found = existing.docs
        .map((d) => d.data() as OfflineAccount)
        .find((a) => a.deauthorized !== true);
      if (found) return found.id;
      const account: OfflineAccount = {
        id: newId('acct'),
        uid,
        email,
        chargesEnabled: false,
        detailsSubmitted: false,
        returnUrl: null,
        refreshUrl: null,
        createdAt: now(),
      };
      await accounts.doc(account.id).set(account);
      return account.id;
    },

    async createAccountLink({ accountId, refreshUrl, returnUrl }) {
      await requireAccount(accountId);
      await accounts.doc(accountId).update({ returnUrl, refreshUrl });
      return `${options.pagesBaseUrl}/connect/onboarding/${accountId}`;
    },

    async getConnectedAccount(accountId) {
      const a = await readAccount(accountId);
      // Stripe no longer shows the platform an account that disconnected it.
      return a && !a.deauthorized
        ? { id: a.id, chargesEnabled: a.chargesEnabled, detailsSubmitted: a.detailsSubmitted }
        : null;
    },

    async createDepositCheckout(request) {
      const account = await requireAccount(request.accountId);
      // Stripe refuses a charge on an account that cannot take one yet.
      if (!account.chargesEnabled) {
        throw new OfflineStripeError('This account cannot currently make charges.', 400);
      }
      // As Stripe: below the currency's minimum charge, or an `expires_at` outside 30 min–24 h.
      const refused = checkoutRefusal(request, now());
      if (refused) throw new OfflineStripeError(refused.message, 400, refused.code);
      const id = newId('cs');
      const session: OfflineConnectSession = {
        id,
        accountId: account.id,
        status: 'open',
        paid: false,
        description: request.description,
        currency: request.currency,
        amountMinor: request.amountMinor,
        applicationFeeMinor: request.applicationFeeMinor ?? 0,
        customerEmail: request.customerEmail ?? null,
        metadata: request.metadata,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl,
        paymentIntentId: null,
        chargeId: null,
        refunded: false,
        createdAt: now(),
        expiresAt: checkoutExpiry(request.expiresAt, now()),
      };
      await sessions.doc(id).set(session);
      return { id, url: `${options.pagesBaseUrl}/connect/checkout/${id}` };
    },

    async refundOnAccount({ accountId, paymentIntentId, amountMinor, idempotencyKey }) {
      const found = await sessions
        .where('accountId', '==', accountId)
        .where('paymentIntentId', '==', paymentIntentId)
        .limit(1)
        .get();
      const doc = found.docs[0];
      // Another account's payment is as unknown as a made-up one: Stripe answers 404.
      if (!doc) throw new OfflineStripeError(`No such payment_intent: '${paymentIntentId}'`, 404);
      // As Stripe: the same idempotency key answers what it answered the first time.
      const keyRef = refunds.doc(`${accountId}_${idempotencyKey}`);
      const change = await db.runTransaction(async (tx) => {
        const [s, before, account] = await Promise.all([
          tx.get(doc.ref).then((d) => d.data() as OfflineConnectSession),
          tx.get(keyRef).then((d) => d.data() as { id: string } | undefined),
          tx.get(accounts.doc(accountId)).then((d) => d.data() as OfflineAccount | undefined),
        ]);
        if (before) {
          const kept = before.id ? await tx.get(refundStore.ref(before.id)) : null;
          const refund = kept?.data() as OfflineRefund | undefined;
          const answer = refund
            ? refundAnswer(refund)
            : { id: '', amountMinor: 0, status: 'succeeded' as const, failureReason: null };
          return { next: null, refund: null, answer };
        }
        const left = s.amountMinor - (s.refunded ? s.amountMinor : (s.refundedMinor ?? 0));
        const amount = amountMinor ?? left;
        // Stripe's charge_already_refunded, as the Stripe adapter answers it: nothing more.
        if (left <= 0) {
          const answer = {
            id: '',
            amountMinor: 0,
            status: 'succeeded' as const,
            failureReason: null,
          };
          return { next: null, refund: null, answer };
        }
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          throw new OfflineStripeError(
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            400,
          );
        }
        const refundedMinor = s.amountMinor - left + amount;
        const next = { ...s, refundedMinor, refunded: refundedMinor === s.amountMinor };
        // A pending refund already counts in the charge's amount_refunded, as on Stripe.
        const refund: OfflineRefund = {
          id: newId('re'),
          accountId,
          paymentIntentId,
          chargeId: s.chargeId,
          sessionId: s.id,
          amountMinor: amount,
          currency: s.currency,
          ...newRefundStatus(account?.availableMinor, amount),
          failureReason: null,
          createdAt: now(),
        };
        const available = account?.availableMinor;
        if (typeof available === 'number' && refund.status === 'succeeded') {
          tx.update(accounts.doc(accountId), { availableMinor: available - amount });
        }
        tx.update(doc.ref, { refundedMinor, refunded: next.refunded });
        tx.create(keyRef, { id: refund.id });
        tx.create(refundStore.ref(refund.id), refund);
        return { next, refund, answer: refundAnswer(refund) };
      });
      if (change.next && change.refund) {
        await post('charge.refunded', connectChargeObject(change.next), accountId);
        await post('refund.created', refundObject(change.refund), accountId);
      }
      return change.answer;
    },

    async expireDepositCheckout({ accountId, sessionId }) {
      const session = await readSession(sessionId);
      if (!session || session.accountId !== accountId) {
        throw new OfflineStripeError(`No such checkout session: '${sessionId}'`, 404);
      }
      if (session.status !== 'open') return false;
      await sessions.doc(sessionId).update({ status: 'expired' });
      // Stripe sends checkout.session.expired for a session expired through the API too.
      await post(
        'checkout.session.expired',
        connectSessionObject({ ...session, status: 'expired' }),
        accountId,
      );
      return true;
    },

    account: readAccount,

    async completeOnboarding(accountId) {
      const done: OfflineAccount = {
        ...(await requireAccount(accountId)),
        chargesEnabled: true,
        detailsSubmitted: true,
      };
      await accounts.doc(accountId).set(done);
      await post('account.updated', accountObject(done), accountId);
      return done;
    },

    connectSession: readSession,

    async payOnAccount(sessionId) {
      const session = await readSession(sessionId);
      if (!session) throw new OfflineStripeError(`No such checkout session: '${sessionId}'`, 404);
      // As Stripe: a session takes one payment, however many times Pay is pressed at once.
      const paid = await db.runTransaction(async (tx) => {
        const current = (await tx.get(sessions.doc(sessionId))).data() as OfflineConnectSession;
        if (current.status !== 'open') return null;
        // Past its `expires_at` a session takes no payment: Stripe expires it instead.
        if (current.expiresAt !== undefined && now() >= current.expiresAt) {
          const ended: OfflineConnectSession = { ...current, status: 'expired' };
          tx.set(sessions.doc(sessionId), ended);
          return ended;
        }
        const next: OfflineConnectSession = {
          ...current,
          status: 'complete',
          paid: true,
          paymentIntentId: newId('pi'),
          chargeId: newId('ch'),
        };
        tx.set(sessions.doc(sessionId), next);
        return next;
      });
      if (!paid) return (await readSession(sessionId))!;
      if (paid.status === 'expired') {
        await post('checkout.session.expired', connectSessionObject(paid), paid.accountId);
        return paid;
      }
      await post('checkout.session.completed', connectSessionObject(paid), paid.accountId);
      return paid;
    },

    async abandonOnAccount(sessionId) {
      const session = await readSession(sessionId);
      if (!session) throw new OfflineStripeError(`No such checkout session: '${sessionId}'`, 404);
      if (session.status === 'open') await sessions.doc(sessionId).update({ status: 'expired' });
      return session;
    },

    async setAvailableBalance(accountId, minor) {
      await requireAccount(accountId);
      await accounts.doc(accountId).update({ availableMinor: minor });
    },

    connectRefund: (id) => refundStore.read(id),
    refundsOf: (accountId) => refundStore.ofAccount(accountId),

    async settleRefund(id, outcome) {
      const settled = await db.runTransaction(async (tx) => {
        const ref = refundStore.ref(id);
        const refund = (await tx.get(ref)).data() as OfflineRefund | undefined;
        if (!refund) throw new OfflineStripeError(`No such refund: '${id}'`, 404);
        // Only a pending refund ends; an ended one stays as it ended.
        if (refund.status !== 'pending') return null;
        const next: OfflineRefund = {
          ...refund,
          status: outcome.status,
          pendingReason: null,
          failureReason: outcome.status === 'failed' ? outcome.failureReason : null,
        };
        const sessionRef = sessions.doc(refund.sessionId);
        const session = (await tx.get(sessionRef)).data() as OfflineConnectSession;
        if (outcome.status === 'failed') {
          // The money stays with the artist: the charge no longer counts it as refunded.
          const refundedMinor = (session.refundedMinor ?? 0) - refund.amountMinor;
          tx.update(sessionRef, { refundedMinor, refunded: false });
        }
        tx.set(ref, next);
        return next;
      });
      const refund = settled ?? (await refundStore.read(id))!;
      if (!settled) return refund;
      const object = refundObject(refund);
      if (refund.status === 'failed') await post('refund.failed', object, refund.accountId);
      await post('refund.updated', object, refund.accountId);
      await post('charge.refund.updated', object, refund.accountId);
      return refund;
    },

    async deauthorize(accountId) {
      const account = await requireAccount(accountId);
      await accounts.doc(accountId).update({ deauthorized: true });
      await post(
        'account.application.deauthorized',
        { id: 'ca_demoinkforge', object: 'application', name: 'InkForge' },
        account.id,
      );
    },
  };
}
