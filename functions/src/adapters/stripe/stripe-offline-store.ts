import { randomBytes } from 'node:crypto';
import { isPlanCode, PLANS } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  eventObject,
  invoiceObject,
  type OfflineInvoice,
  type OfflineSession,
  type OfflineSubscription,
} from './stripe-offline-objects';
import { signWebhookPayload } from './stripe-webhook';

/** What the offline twin of Stripe (stripe-offline.ts) runs on. */
export interface OfflineStripeOptions {
  db: Firestore;
  webhookSecret: string;
  /** Signs the connected accounts' events (a Connect endpoint has its own); else webhookSecret. */
  connectWebhookSecret?: string;
  /** Where the pages live, e.g. http://127.0.0.1:5000/api/demo-stripe */
  pagesBaseUrl: string;
  /** Posts one signed event to the webhook; throws when the webhook did not accept it. */
  deliver: (payload: string, signature: string) => Promise<void>;
  clock?: () => Date;
}

export const newId = (prefix: string) => `${prefix}_demo${randomBytes(12).toString('hex')}`;

export function addInterval(ms: number, interval: 'month' | 'year'): number {
  const date = new Date(ms);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

/**
 * The twin's collections and the steps both sides of it take: its Payments side
 * (stripe-offline.ts) and the demo controls the local pages and tests drive
 * (stripe-offline-controls.ts).
 */
export function createOfflineStore(options: OfflineStripeOptions) {
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

  return {
    now,
    sessions,
    subscriptions,
    customers,
    invoices,
    readSession,
    readSubscription,
    post,
    saveSubscription,
    recordInvoice,
    issueInvoice,
    invoicePaid,
    requireSubscription,
  };
}

export type OfflineStore = ReturnType<typeof createOfflineStore>;
