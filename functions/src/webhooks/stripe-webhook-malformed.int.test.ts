import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createOfflineStripe } from '../adapters/stripe/stripe-offline';
import { signWebhookPayload } from '../adapters/stripe/stripe-webhook';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../config';
import type { Logger } from '../logger';
import { createWebhookDeps } from './deps';
import { createStripeWebhookApp } from './stripe-webhook-app';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: start the local Firestore server first.');
}

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const CONNECT_SECRET = 'whsec_connect_malformed_test';

/** The webhook app with a logger that keeps what it was told. */
function setup() {
  const lines: { level: string; message: string }[] = [];
  const keep =
    (level: string) =>
    (message: string): void => {
      lines.push({ level, message });
    };
  const logger: Logger = { info: keep('info'), warn: keep('warn'), error: keep('error') };
  const twin = createOfflineStripe({
    db,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    pagesBaseUrl: 'http://127.0.0.1:5000/api/demo-stripe',
    deliver: async () => undefined,
  });
  const app = createStripeWebhookApp({
    ...createWebhookDeps({ db, payments: twin, clock: () => new Date(), logger }),
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    connectWebhookSecret: CONNECT_SECRET,
  });
  const post = async (event: unknown, secret = CONNECT_SECRET) => {
    const payload = JSON.stringify(event);
    return request(app)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', await signWebhookPayload(payload, secret))
      .send(payload);
  };
  const logged = () => lines.filter((line) => line.level !== 'info');
  const forget = () => lines.splice(0, lines.length);
  return { post, logged, forget };
}

const eventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

function envelope(type: string, data: unknown, account: string | null = 'acct_malformed') {
  return {
    id: eventId(),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    ...(account ? { account } : {}),
    data,
  };
}

function expectMalformed(res: request.Response) {
  expect(res.status, res.text).toBe(400);
  expect(res.type).toBe('application/json');
  expect(res.body).toEqual({
    error: 'WEBHOOK_EVENT_MALFORMED',
    message: expect.stringMatching(/[A-Za-z]{3} [A-Za-z]{3}/),
  });
}

describe('stripe webhook, signed but malformed events', () => {
  it('answers 400 in words, logged once, to Connect events without their object', async () => {
    const env = setup();
    const types = ['account.updated', 'checkout.session.completed', 'charge.refunded'];
    for (const type of types) {
      for (const data of [{}, { object: null }, { object: 'acct_x' }]) {
        env.forget();
        expectMalformed(await env.post(envelope(type, data)));
        expect(env.logged(), `${type} ${JSON.stringify(data)}`).toEqual([
          { level: 'warn', message: 'billing.webhook.malformed' },
        ]);
      }
    }
  });

  it('answers 400 to platform events and envelopes that are not Stripe events', async () => {
    const env = setup();
    const platform = (event: unknown) => env.post(event, LOCAL_STRIPE_WEBHOOK_SECRET);
    expectMalformed(await platform(envelope('invoice.paid', { object: null }, null)));
    expectMalformed(await platform(envelope('customer.subscription.updated', {}, null)));
    expectMalformed(await platform(envelope('charge.refunded', { object: { id: 5 } }, null)));
    const session = { object: { id: 'cs_1', object: 'checkout.session', currency: 42 } };
    expectMalformed(await env.post(envelope('checkout.session.completed', session)));
    for (const event of [null, [1, 2], 'event', {}, { id: eventId(), type: 'x' }]) {
      expectMalformed(await env.post(event));
    }
    expect(env.logged().every((line) => line.message === 'billing.webhook.malformed')).toBe(true);
  });

  it('still answers 200 to a well-formed event it does not act on', async () => {
    const env = setup();
    const res = await env.post(envelope('product.created', { object: { id: 'prod_1' } }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
    expect(env.logged()).toEqual([]);
  });
});
