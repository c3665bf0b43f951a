import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createOfflineStripe } from '../adapters/stripe/stripe-offline';
import { signWebhookPayload } from '../adapters/stripe/stripe-webhook';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../config';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createLedgerService } from '../credits/ledger.service';
import { silentLogger } from '../logger';
import { createStripeWebhookApp } from './stripe-webhook-app';
import { createWebhookDeps } from './deps';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: start the local Firestore server first.');
}

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const ledgerRepo = createLedgerRepository(db);
const ledger = createLedgerService(ledgerRepo);

interface Captured {
  type: string;
  id: string;
  payload: string;
}

/** A twin whose events are kept, so each test decides how and when they reach the webhook. */
function setup() {
  const captured: Captured[] = [];
  const twin = createOfflineStripe({
    db,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    pagesBaseUrl: 'http://127.0.0.1:5000/api/demo-stripe',
    deliver: async (payload) => {
      const event = JSON.parse(payload) as { type: string; id: string };
      captured.push({ type: event.type, id: event.id, payload });
    },
  });
  const app = createStripeWebhookApp({
    ...createWebhookDeps({ db, payments: twin, clock: () => new Date(), logger: silentLogger }),
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
  });
  const post = async (payload: string, signature?: string) =>
    request(app)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set(
        'stripe-signature',
        signature ?? (await signWebhookPayload(payload, LOCAL_STRIPE_WEBHOOK_SECRET)),
      )
      .send(payload);
  /** A correctly signed delivery, which must be answered 200. */
  const deliver = async (payload: string) => {
    const res = await post(payload);
    expect(res.status).toBe(200);
    return res;
  };
  const take = () => captured.splice(0, captured.length);
  return { twin, post, deliver, take };
}

async function newUser(fields: Record<string, unknown> = {}) {
  const uid = `billing-${randomUUID()}`;
  await db.doc(`users/${uid}`).set({
    email: `${uid}@example.test`,
    role: 'free',
    currentPlan: null,
    subscriptionStatus: 'inactive',
    subscriptionCredits: 0,
    packCredits: 0,
    ...fields,
  });
  return uid;
}

async function checkout(
  env: ReturnType<typeof setup>,
  uid: string,
  kind: { plan: 'pro' | 'basic'; interval: 'monthly' | 'yearly' } | { pack: 100 },
) {
  const customerId = await env.twin.createCustomer({ uid, email: `${uid}@example.test` });
  await db.doc(`users/${uid}`).update({ stripeCustomerId: customerId });
  const common = {
    uid,
    customerId,
    currency: 'EUR' as const,
    successUrl: 'http://x/ok',
    cancelUrl: 'http://x/no',
  };
  const session =
    'pack' in kind
      ? await env.twin.createCheckout({
          ...common,
          mode: 'payment',
          priceId: 'credits100',
          amountMinor: 999,
          description: '100 Credits',
          metadata: { packCode: 'credits-100' },
        })
      : await env.twin.createCheckout({
          ...common,
          mode: 'subscription',
          priceId: `${kind.plan}-${kind.interval}`,
          amountMinor: 3999,
          description: kind.plan,
          interval: kind.interval,
          metadata: { planCode: kind.plan, billing: kind.interval },
        });
  await env.twin.pay(session.id);
  return { customerId, sessionId: session.id, events: env.take() };
}

const user = async (uid: string) => (await db.doc(`users/${uid}`).get()).data() ?? {};
const eventRecorded = async (id: string) => (await db.doc(`stripeEvents/${id}`).get()).exists;
/** What the artist's header bell lists, oldest first. */
const bell = async (uid: string) =>
  (await db.collection(`users/${uid}/notifications`).orderBy('createdAt').get()).docs.map((d) =>
    String(d.get('title')),
  );

/** The same Checkout Session under another event type and payment status, as a new event. */
function sessionEvent(
  completed: Captured,
  type: `checkout.session.${string}`,
  paymentStatus: 'paid' | 'unpaid',
): string {
  const event = JSON.parse(completed.payload) as {
    id: string;
    type: string;
    data: { object: { payment_status: string } };
  };
  event.id = `evt_${randomUUID().replaceAll('-', '')}`;
  event.type = type;
  event.data.object.payment_status = paymentStatus;
  return JSON.stringify(event);
}

describe('stripe webhook', () => {
  it('grants once when the same event arrives 10 times at once', async () => {
    const env = setup();
    const uid = await newUser();
    const { events } = await checkout(env, uid, { pack: 100 });
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout event');

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => env.post(completed.payload)),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.outcome === 'processed')).toHaveLength(1);
    expect(await user(uid)).toMatchObject({ packCredits: 100, subscriptionCredits: 0 });
    expect(await ledgerRepo.listEntries(uid)).toHaveLength(1);
    expect(await eventRecorded(completed.id)).toBe(true);
    expect(await bell(uid)).toEqual(['Credits added']);
  });

  it('grants the first month once for checkout.session.completed plus invoice.paid', async () => {
    const env = setup();
    const uid = await newUser();
    const { events } = await checkout(env, uid, { plan: 'pro', interval: 'monthly' });
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
      'invoice.paid',
    ]);

    // The invoice may arrive first; each is also redelivered.
    for (const event of [...events].reverse()) await env.deliver(event.payload);
    await Promise.all(events.map((e) => env.deliver(e.payload)));

    expect(await user(uid)).toMatchObject({
      role: 'pro',
      currentPlan: 'pro',
      subscriptionStatus: 'active',
      subscriptionCredits: 500,
    });
    const grants = (await ledgerRepo.listEntries(uid)).filter((e) => e.type === 'grant');
    expect(grants).toHaveLength(1);
    expect(await bell(uid)).toEqual(['Pro plan started']);
  });

  it('ends in the true state whatever order subscription events arrive in', async () => {
    const env = setup();
    const uid = await newUser();
    const { events, customerId } = await checkout(env, uid, { plan: 'basic', interval: 'monthly' });
    for (const event of events) await env.deliver(event.payload);
    const sub = await env.twin.subscriptionOf(customerId);
    if (!sub) throw new Error('no subscription');

    await env.twin.setCancelAtPeriodEnd(sub.id, true);
    await env.twin.setCancelAtPeriodEnd(sub.id, false);
    await env.twin.setCancelAtPeriodEnd(sub.id, true);
    const updates = env.take();
    for (const event of [...updates].reverse()) await env.deliver(event.payload);
    expect(await user(uid)).toMatchObject({
      cancelAtPeriodEnd: true,
      subscriptionStatus: 'canceled',
    });

    await env.twin.endPeriod(sub.id);
    const [deleted] = env.take();
    if (!deleted) throw new Error('no deleted event');
    await env.deliver(deleted.payload);
    // Late copies of older updates must not bring the ended subscription back.
    for (const event of updates) await env.deliver(event.payload);

    expect(await user(uid)).toMatchObject({
      role: 'free',
      currentPlan: null,
      subscriptionStatus: 'inactive',
      subscriptionCredits: 0,
    });
    expect(await bell(uid)).toEqual(['Basic plan started', 'Subscription ended']);
  });

  it('answers 400 to a bad or stale signature and records nothing', async () => {
    const env = setup();
    const uid = await newUser();
    const { events } = await checkout(env, uid, { pack: 100 });
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout event');

    const forged = await signWebhookPayload(completed.payload, 'whsec_someone_else');
    const stale = await signWebhookPayload(
      completed.payload,
      LOCAL_STRIPE_WEBHOOK_SECRET,
      new Date(Date.now() - 10 * 60_000),
    );
    for (const signature of [forged, stale, 'garbage']) {
      const res = await env.post(completed.payload, signature);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    const tampered = completed.payload.replace('"paid"', '"unpaid"');
    expect(
      (
        await env.post(
          tampered,
          await signWebhookPayload(completed.payload, LOCAL_STRIPE_WEBHOOK_SECRET),
        )
      ).status,
    ).toBe(400);

    expect(await eventRecorded(completed.id)).toBe(false);
    expect(await user(uid)).toMatchObject({ packCredits: 0 });
  });

  it('answers 500 and records nothing when the change cannot be stored, so Stripe retries', async () => {
    const env = setup();
    const uid = await newUser();
    const { events } = await checkout(env, uid, { pack: 100 });
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout event');
    await db.doc(`users/${uid}`).update({ packCredits: 'broken' });

    expect((await env.post(completed.payload)).status).toBe(500);
    expect(await eventRecorded(completed.id)).toBe(false);

    await db.doc(`users/${uid}`).update({ packCredits: 0 });
    expect((await env.post(completed.payload)).status).toBe(200);
    expect(await user(uid)).toMatchObject({ packCredits: 100 });
  });

  it('claws back only the unspent part of a refunded pack, once', async () => {
    const env = setup();
    const uid = await newUser();
    const { events, sessionId } = await checkout(env, uid, { pack: 100 });
    for (const event of events) await env.deliver(event.payload);
    await ledger.spend(uid, 30, 'job-before-refund', 'prompt');

    await env.twin.refund(sessionId);
    const [refunded] = env.take();
    if (!refunded) throw new Error('no refund event');
    await env.deliver(refunded.payload);
    await env.deliver(refunded.payload);

    expect(await user(uid)).toMatchObject({ packCredits: 0 });
    const clawbacks = (await ledgerRepo.listEntries(uid)).filter((e) => e.type === 'clawback');
    expect(clawbacks.map((e) => e.amount)).toEqual([-70]);
  });

  it('grants packs only when the checkout is paid', async () => {
    const env = setup();
    const uid = await newUser();
    const { events } = await checkout(env, uid, { pack: 100 });
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout event');
    const unpaid = completed.payload.replace(
      '"payment_status":"paid"',
      '"payment_status":"unpaid"',
    );
    expect(unpaid).not.toBe(completed.payload);

    const res = await env.post(unpaid);
    expect(res.status).toBe(200);
    expect(await user(uid)).toMatchObject({ packCredits: 0 });
  });

  it('keeps a refund that arrives before its purchase and claws the pack back when it lands', async () => {
    const env = setup();
    const uid = await newUser();
    const { events, sessionId } = await checkout(env, uid, { pack: 100 });
    await env.twin.refund(sessionId);
    const [refunded] = env.take();
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    if (!refunded || !completed) throw new Error('missing events');

    // Before: answered 200 'unmatched' and forgotten, so the 100 credits stayed.
    const early = await env.deliver(refunded.payload);
    expect(early.body.outcome).toBe('pending');
    expect(await user(uid)).toMatchObject({ packCredits: 0 });

    await env.deliver(completed.payload);
    await env.deliver(completed.payload);
    await env.deliver(refunded.payload);
    expect(await user(uid)).toMatchObject({ packCredits: 0 });
    const entries = await ledgerRepo.listEntries(uid);
    expect(entries.map((e) => [e.type, e.amount])).toEqual([
      ['grant', 100],
      ['clawback', -100],
    ]);
  });

  it('credits a pack paid by a delayed method when the payment succeeds, once', async () => {
    const env = setup();
    const uid = await newUser();
    const { events, sessionId } = await checkout(env, uid, { pack: 100 });
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout event');

    // SEPA Debit, ACH, Bacs: the session completes unpaid, and nothing is credited yet.
    await env.deliver(sessionEvent(completed, 'checkout.session.completed', 'unpaid'));
    expect(await user(uid)).toMatchObject({ packCredits: 0 });

    const succeeded = sessionEvent(completed, 'checkout.session.async_payment_succeeded', 'paid');
    const first = await env.deliver(succeeded);
    expect(first.body.outcome).toBe('processed');
    expect((await env.deliver(succeeded)).body.outcome).toBe('duplicate');
    // A paid completion of the same session (or the sync call) grants nothing more.
    await env.deliver(sessionEvent(completed, 'checkout.session.completed', 'paid'));

    expect(await user(uid)).toMatchObject({ packCredits: 100 });
    const entries = await ledgerRepo.listEntries(uid);
    expect(entries.map((e) => [e.id, e.amount])).toEqual([[`checkout-${sessionId}`, 100]]);
    expect(await bell(uid)).toEqual(['Credits added']);
  });

  it('credits nothing when a delayed payment fails, and tells the artist', async () => {
    const env = setup();
    const uid = await newUser();
    const { events } = await checkout(env, uid, { pack: 100 });
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout event');

    await env.deliver(sessionEvent(completed, 'checkout.session.completed', 'unpaid'));
    const failed = sessionEvent(completed, 'checkout.session.async_payment_failed', 'unpaid');
    expect((await env.deliver(failed)).body.outcome).toBe('processed');
    expect((await env.deliver(failed)).body.outcome).toBe('duplicate');

    expect(await user(uid)).toMatchObject({ packCredits: 0 });
    expect(await ledgerRepo.listEntries(uid)).toEqual([]);
    expect(await bell(uid)).toEqual(['Payment failed']);
    const [notice] = (await db.collection(`users/${uid}/notifications`).get()).docs;
    expect(String(notice?.get('body'))).toContain('no credits were added');
  });
});
