import type { Express } from 'express';
import request from 'supertest';
import type { Firestore } from '../../src/adapters/firebase/firebase';
import { createOfflineStripe, type OfflineStripe } from '../../src/adapters/stripe/stripe-offline';
import { createSmtpTransport } from '../../src/adapters/nodemailer/mail-transport';
import { LOCAL_STRIPE_WEBHOOK_SECRET, loadConfig } from '../../src/config';
import { silentLogger, type Logger } from '../../src/logger';
import { createStripeWebhookApp } from '../../src/webhooks/stripe-webhook-app';
import { createWebhookDeps } from '../../src/webhooks/deps';
import { deliverMail, type MailDeps, type MailTasks } from '../../src/reminders';
import { createMailDeps } from '../../src/reminders/deps';

/** Cloud Tasks' stand-in: runs the sendMail task's work as it is enqueued. */
export function inProcessMailTasks(deps: MailDeps): MailTasks {
  return {
    enqueue: async ({ uid, mailId }) => {
      await deliverMail(deps, uid, mailId);
    },
  };
}

export interface TestPayments {
  twin: OfflineStripe;
  /** The real stripeWebhook express app, which the twin posts its signed events to. */
  webhookApp: Express;
  webhookSecret: string;
}

/** The offline twin wired to the real webhook app in-process, as the local stack wires them. */
export function createTestPayments(
  db: Firestore,
  options: { clock?: () => Date; logger?: Logger; appOrigin?: string } = {},
): TestPayments {
  const clock = options.clock ?? (() => new Date());
  const logger = options.logger ?? silentLogger;
  // The twin and the webhook need each other: the twin posts to it, it re-reads from the twin.
  const target: { app?: Express } = {};
  const twin = createOfflineStripe({
    db,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    pagesBaseUrl: `${options.appOrigin ?? 'http://127.0.0.1:5000'}/api/demo-stripe`,
    clock,
    deliver: async (payload, signature) => {
      if (!target.app) throw new Error('webhook app not ready');
      const res = await request(target.app)
        .post('/api/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(payload);
      if (res.status !== 200) throw new Error(`Webhook answered ${res.status}: ${res.text}`);
    },
  });
  const webhookApp = createStripeWebhookApp({
    // As the deployed webhook: a deposit's mail is handed to a sendMail task, which this stand-in
    // for Cloud Tasks runs at once (the real sender, through the stack's catcher), instead of
    // leaving it for a sweep that another test would then have to drain.
    ...createWebhookDeps({
      db,
      payments: twin,
      clock,
      logger,
      mailTasks: inProcessMailTasks(
        createMailDeps({
          db,
          transport: createSmtpTransport(loadConfig().mail),
          appOrigin: options.appOrigin ?? loadConfig().appOrigin,
          clock,
          logger,
        }),
      ),
    }),
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
  });
  target.app = webhookApp;
  return { twin, webhookApp, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET };
}
