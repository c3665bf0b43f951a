import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import { createSmtpTransport } from '../adapters/nodemailer/mail-transport';
import { initFirebase } from '../adapters/firebase/firebase';
import { createOfflineStripe } from '../adapters/stripe/stripe-offline';
import { LOCAL_STRIPE_WEBHOOK_SECRET, loadConfig } from '../config';
import { silentLogger } from '../logger';
import { createWebhookDeps } from '../webhooks/deps';
import { createStripeWebhookApp } from '../webhooks/stripe-webhook-app';
import { createArtist } from '../../test/support/artist';
import { depositFlow } from '../../test/support/deposit-flow';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { deliverMail } from './deliver-mail';
import { createMailDeps } from './deps';
import type { MailTask } from '../adapters/firebase/mail-task-queue';

// Issue 48, finding 15: Stripe's webhook must answer after its Firestore write; the mail goes
// through the outbox and a Cloud Task, never inline. Here SMTP never answers at all.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const config = loadConfig();
/** An SMTP server that accepts the connection and never answers. */
const silentSmtp: MailTransport = { configured: true, send: () => new Promise(() => {}) };
const tasks: MailTask[] = [];
const target: { app?: Express } = {};
const twin = createOfflineStripe({
  db,
  webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
  pagesBaseUrl: `${config.appOrigin}/api/demo-stripe`,
  clock: () => new Date(),
  deliver: async (payload, signature) => {
    const res = await request(target.app!)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);
    if (res.status !== 200) throw new Error(`Webhook answered ${res.status}: ${res.text}`);
  },
});
// The webhook as index.ts builds it, with SMTP in reach (as before) and the task queue.
target.app = createStripeWebhookApp({
  ...createWebhookDeps({
    db,
    payments: twin,
    clock: () => new Date(),
    logger: silentLogger,
    mail: silentSmtp,
    appOrigin: config.appOrigin,
    mailTasks: { enqueue: async (task) => void tasks.push(task) },
  }),
  webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
});
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, {
  twin,
  webhookApp: target.app,
  webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
});

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);

describe("Stripe's webhook does not wait for SMTP (issue 48, finding 15)", () => {
  it('a paid deposit is recorded and answered at once; its mail goes by task', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    await flow.connect(artist);
    const { first } = await flow.project(artist);
    const token = await flow.ask(artist, first, 100);
    const session = await flow.openCheckout(token);
    tasks.length = 0;

    await within(5_000, flow.pay(session));

    const deposit = (await db.doc(`users/${artist.uid}/appointments/${first}`).get()).get(
      'deposit',
    ) as { status: string };
    expect(deposit.status).toBe('paid');
    const mailId = tasks.find((t) => t.uid === artist.uid && t.mailId.includes('_deposit_paid_'));
    expect(mailId).toBeDefined();

    // The task's work (the sendMail function) sends it through a server that answers.
    const sender = createMailDeps({
      db,
      transport: createSmtpTransport(config.mail),
      appOrigin: config.appOrigin,
      clock: () => new Date(),
      logger: silentLogger,
    });
    expect(await deliverMail(sender, artist.uid, mailId!.mailId)).toBe('sent');
    const clients = (await artist.call('get', '/api/clients/enhanced')).body as {
      email: string;
    }[];
    const subjects = (await inboxOf(clients[0]!.email)).map((m) => m.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/^Booked: .*deposit €100\.00 received$/));
  }, 20_000);
});
