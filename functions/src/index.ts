import { errorBody } from '@inkforge/domain';
import type { Express, Request, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { createAiProvider } from './adapters/ai-provider-factory';
import { createJobQueue, type JobTask } from './adapters/firebase/job-queue';
import { createAccounts } from './adapters/firebase/accounts';
import { createIdentityToolkit } from './adapters/firebase/identity-toolkit';
import { initFirebase } from './adapters/firebase/firebase';
import { createApp } from './app';
import { createPageApp } from './public-page/page-app';
import { studioPages } from './studio-page';
import { captureHostJsonErrors } from './http/host-body-errors';
import { createOpenAiChat } from './adapters/openai/openai-chat';
import { createObjectStore } from './adapters/firebase/storage';
import { createImageOps } from './adapters/sharp/image-ops';
import { createSmtpTransport } from './adapters/nodemailer/mail-transport';
import { createTextProvider } from './adapters/twilio';
import {
  API_AI_BUDGETS,
  API_PARAMS,
  loadConfig,
  MAIL_PARAMS,
  missingOf,
  openAiApiKey,
  REGION,
  smtpPassword,
  mailWebhookSigningKey,
  stripeConnectWebhookSecret,
  stripeSecretKey,
  stripeWebhookSecret,
  TEXT_SECRETS,
  TEXT_PARAMS,
  WORKER_AI_BUDGETS,
  type AppConfig,
} from './config';
import { createPayments } from './adapters/payments-factory';
import { createLedgerRepository } from './credits/ledger.repository';
import { createLedgerService } from './credits/ledger.service';
import { createBillingRepository } from './subscriptions/billing.repository';
import { createJobsRepository } from './jobs/jobs.repository';
import { notifierFor } from './notifications/notifications.repository';
import { resetMonthlyCredits as runMonthlyReset } from './scheduled/reset-monthly-credits';
import { sweepStrandedJobs as runSweep } from './scheduled/sweep-stranded-jobs';
import { sweepPendingCharges } from './scheduled/sweep-pending-charges';
import { createPendingChargesRepository } from './paid-tools/pending-charges.repository';
import { createDueMailDeps, sendDueMail as runMailSweep } from './scheduled/send-due-mail';
import { createMailDeps, deliverMail, type MailTask } from './reminders';
import { createMailTaskQueue } from './adapters/firebase/mail-task-queue';
import { createTextDeps, sendDueTexts as runTextSweep } from './texts';
import { createStripeWebhookApp } from './webhooks/stripe-webhook-app';
import { createWebhookDeps } from './webhooks/deps';
import { createRunJobDeps, type RunJobDeps } from './jobs/deps';
import { runJob as runJobOnce, TASK_RETRY_CONFIG } from './jobs/run-job';

// Every function: one region, and a ceiling on instances so a burst (or a loop) cannot run up
// the bill or exhaust OpenAI's and Firestore's quotas. Functions below narrow it further.
setGlobalOptions({ region: REGION, maxInstances: 10 });

/** The secrets each function uses, bound to that function only. */
const API_SECRETS = [
  openAiApiKey,
  stripeSecretKey,
  smtpPassword,
  mailWebhookSigningKey,
  ...TEXT_SECRETS,
];
const MAIL_SECRETS = [smtpPassword];
const RUN_JOB_SECRETS = [openAiApiKey];
const WEBHOOK_SECRETS = [stripeSecretKey, stripeWebhookSecret, stripeConnectWebhookSecret];
const PAGE_SECRETS = [stripeSecretKey];

/** Loads the config; a production server without a value it needs says so, loudly, at start. */
function configFor(fn: string, needed: readonly { name: string }[]): AppConfig {
  const config = loadConfig();
  for (const name of missingOf(config, needed)) {
    logger.error(
      `${name} is empty on this server: what needs it answers 503 until it is set and the functions are redeployed.`,
      { function: fn, missing: name },
    );
  }
  return config;
}

// Before the host builds its body parser: an unparsable body must reach our JSON answers.
captureHostJsonErrors();

let app: Express | undefined;

// Built on the first request: params can only be read at run time, not at deploy time.
function buildApp(): Express {
  const config = configFor('api', [...API_SECRETS, ...API_PARAMS]);
  const { db, auth } = initFirebase(config.projectId);
  const payments = createPayments(config.stripe, db);
  return createApp({
    db,
    accounts: createAccounts(auth),
    identity: createIdentityToolkit({
      baseUrl: config.identityToolkitBaseUrl,
      apiKey: config.webApiKey,
    }),
    clock: () => new Date(),
    logger,
    appOrigin: config.appOrigin,
    objects: createObjectStore({ projectId: config.projectId, ...config.storage }),
    imageOps: createImageOps(),
    imageUrlPolicy: { bucket: config.storage.bucket, urlOrigin: config.storage.urlOrigin },
    ai: createAiProvider(config.ai, API_AI_BUDGETS),
    jobQueue: createJobQueue(REGION),
    // Without a key the chat answers from its knowledge base, as it does when OpenAI is down.
    chatModel:
      config.ai.mode === 'live'
        ? createOpenAiChat({
            apiKey: config.ai.apiKey,
            baseUrl: config.ai.baseUrl,
            models: config.ai.models,
          })
        : null,
    payments,
    cancelSubscription: (subscriptionId) => payments.cancelNow(subscriptionId),
    mail: createSmtpTransport(config.mail),
    mailEventsKey: config.mail.webhookSigningKey,
    texts: createTextProvider(config.texts),
  });
}

/**
 * The whole `/api`. Hosting gives up on it after 60 s, so it runs no longer, and every AI call
 * inside is abandoned (and refunded) well before that (API_AI_BUDGETS). 2 GiB for 4096² image
 * work (a background removal peaks near 290 MB with the bundle loaded) at up to 8 requests per
 * instance.
 */
export const api = onRequest(
  {
    secrets: API_SECRETS,
    memory: '2GiB',
    cpu: 1,
    concurrency: 8,
    timeoutSeconds: 60,
    maxInstances: 20,
  },
  (req, res) => {
    app ??= buildApp();
    app(req, res);
  },
);

let pageApp: Express | undefined;

function buildPageApp(): Express {
  const config = configFor('bookPage', PAGE_SECRETS);
  const { db } = initFirebase(config.projectId);
  const deps = {
    db,
    // The flash page's booking opens the deposit's checkout on the artist's account (issue 49).
    payments: createPayments(config.stripe, db),
    objects: createObjectStore({ projectId: config.projectId, ...config.storage }),
    imageOps: createImageOps(),
    clock: () => new Date(),
    logger,
    appOrigin: config.appOrigin,
  };
  // The studios' pages (issue 43) are served here too, with the same headers and budgets.
  return createPageApp(deps, [studioPages(deps)]);
}

/**
 * Hosting rewrites /book/**, /studio/* and /flash/* here: the artists' public pages as HTML (for
 * clients without script and for link-preview crawlers), their portfolio images and preview
 * cards, cached at Hosting's CDN. It never mails; its one secret, the Stripe key, opens a flash
 * booking's deposit checkout on the artist's connected account, as the API's hold does.
 */
export const bookPage = onRequest(
  {
    secrets: PAGE_SECRETS,
    memory: '1GiB',
    cpu: 1,
    concurrency: 8,
    timeoutSeconds: 60,
    maxInstances: 20,
  },
  (req, res) => {
    pageApp ??= buildPageApp();
    pageApp(req, res);
  },
);

let jobDeps: RunJobDeps | undefined;

function buildJobDeps(): RunJobDeps {
  const config = configFor('runJob', RUN_JOB_SECRETS);
  const { db } = initFirebase(config.projectId);
  return createRunJobDeps({
    db,
    objects: createObjectStore({ projectId: config.projectId, ...config.storage }),
    ai: createAiProvider(config.ai, WORKER_AI_BUDGETS),
    clock: () => new Date(),
    logger,
  });
}

/**
 * AI generation jobs: one task per job (task id = job id), bounded retries, a rate limit.
 * 6 jobs an instance, not the platform's 80: a design at 2304×1536 with its partial images
 * peaks near 56 MB over a warm worker of 280 MB (`npm run bench -- --only memory`), so 6 fit in
 * 3/4 of 1 GiB with room for an edit's inputs (docs/deploy.md, Sizing). The queue's 20 dispatches
 * at once need 4 of the 10 instances.
 */
export const runJob = onTaskDispatched<JobTask>(
  {
    secrets: RUN_JOB_SECRETS,
    timeoutSeconds: 540,
    memory: '1GiB',
    cpu: 1,
    concurrency: 6,
    maxInstances: 10,
    retryConfig: TASK_RETRY_CONFIG,
    rateLimits: { maxConcurrentDispatches: 20, maxDispatchesPerSecond: 10 },
    // No `invoker`: the CLI then leaves the function's Cloud Run invoker policy alone on every
    // deploy, so the runtime account's grant (docs/deploy.md §2, once) survives redeploys.
    // `'private'` would make each redeploy replace that policy with an empty member list.
  },
  async (req) => {
    jobDeps ??= buildJobDeps();
    const outcome = await runJobOnce(jobDeps, req.data);
    // Throwing hands the task back to Cloud Tasks, which retries it after a backoff.
    if (outcome === 'retry') throw new Error(`Job ${req.data.jobId} will be retried`);
  },
);

type Handler = (req: Request, res: Response) => void;

/** Until its secrets are set, the webhook answers 503: Stripe keeps retrying for three days. */
const paymentsNotConfigured: Handler = (_req, res) => {
  res.status(503).json(errorBody('PAYMENTS_NOT_CONFIGURED'));
};

function buildWebhook(): Handler {
  const config = configFor('stripeWebhook', WEBHOOK_SECRETS);
  if (missingOf(config, WEBHOOK_SECRETS).length > 0) return paymentsNotConfigured;
  const { db } = initFirebase(config.projectId);
  const payments = createPayments(config.stripe, db);
  // A deposit's mail (paid, refunded) and a flash booking's go to the outbox and a sendMail task:
  // Stripe gets its 200 after the Firestore write, never after SMTP (issue 48). A lost task is
  // sent by the 15-minute sweep like every other mail.
  const deps = createWebhookDeps({
    db,
    payments,
    clock: () => new Date(),
    logger,
    mailTasks: createMailTaskQueue(),
  });
  return createStripeWebhookApp({
    ...deps,
    webhookSecret: config.stripe.webhookSecret,
    connectWebhookSecret: config.stripe.connectWebhookSecret,
  });
}

let webhook: Handler | undefined;

/** Hosting rewrites /api/stripe/webhook here; Cloud Functions keeps the raw body for the check. */
export const stripeWebhook = onRequest(
  {
    secrets: WEBHOOK_SECRETS,
    memory: '256MiB',
    timeoutSeconds: 60,
    maxInstances: 10,
  },
  (req, res) => {
    webhook ??= buildWebhook();
    webhook(req, res);
  },
);

/** The scheduled functions' handles: Firestore, Storage and the ledger, no provider, no secret. */
function scheduledDeps(fn: string) {
  const config = configFor(fn, []);
  const { db } = initFirebase(config.projectId);
  const clock = () => new Date();
  return {
    db,
    objects: createObjectStore({ projectId: config.projectId, ...config.storage }),
    ledger: createLedgerService(createLedgerRepository(db), { now: clock }),
    notify: notifierFor(db, clock),
    clock,
    logger,
  };
}

/** Daily: yearly plans' monthly credits and ended cancellations. */
export const resetMonthlyCredits = onSchedule(
  {
    schedule: 'every day 03:00',
    timeZone: 'UTC',
    memory: '512MiB',
    timeoutSeconds: 540,
    maxInstances: 1,
  },
  async () => {
    const deps = scheduledDeps('resetMonthlyCredits');
    await runMonthlyReset({ ...deps, repo: createBillingRepository(deps.db) });
  },
);

/**
 * Every minute (Cloud Scheduler's shortest period): jobs whose worker died (its 45 s lease
 * lapsed) or whose task is gone end failed and refunded, within 2 minutes of a worker's death;
 * a synchronous paid tool's charge that no answer delivered is refunded past its deadline and
 * its result removed, within 3 minutes of the spend.
 */
export const sweepStrandedJobs = onSchedule(
  { schedule: 'every 1 minutes', memory: '256MiB', timeoutSeconds: 50, maxInstances: 1 },
  async () => {
    const deps = scheduledDeps('sweepStrandedJobs');
    await runSweep({ ...deps, jobs: createJobsRepository(deps.db), store: deps.objects });
    await sweepPendingCharges({ ...deps, charges: createPendingChargesRepository(deps.db) });
  },
);

/**
 * One mail due now, handed over by a process that does not wait for SMTP (the Stripe webhook).
 * The outbox claim makes it once however often the task runs; an SMTP failure is the outbox's
 * retry (5, 10, 20, 40 minutes through the sweep), not the task's.
 */
export const sendMail = onTaskDispatched<MailTask>(
  {
    secrets: MAIL_SECRETS,
    memory: '256MiB',
    timeoutSeconds: 60,
    maxInstances: 2,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (req) => {
    const config = configFor('sendMail', [...MAIL_SECRETS, ...MAIL_PARAMS]);
    const { db } = initFirebase(config.projectId);
    const deps = createMailDeps({
      db,
      transport: createSmtpTransport(config.mail),
      appOrigin: config.appOrigin,
      clock: () => new Date(),
      logger,
    });
    await deliverMail(deps, req.data.uid, req.data.mailId);
  },
);

/**
 * Every 15 minutes: reminders at their hour, retries after their wait. Each mail is claimed in
 * a transaction before it is sent, so an overlapping run sends nothing twice. Without SMTP
 * settings it sends nothing and logs an error for every waiting mail. It holds the Stripe key:
 * releasing an unpaid slot expires the deposit's open Checkout.
 */
export const sendDueMail = onSchedule(
  {
    schedule: 'every 15 minutes',
    secrets: [...MAIL_SECRETS, stripeSecretKey],
    memory: '256MiB',
    timeoutSeconds: 300,
    maxInstances: 1,
  },
  async () => {
    const config = configFor('sendDueMail', [...MAIL_SECRETS, stripeSecretKey, ...MAIL_PARAMS]);
    const { db } = initFirebase(config.projectId);
    await runMailSweep(
      createDueMailDeps({
        db,
        transport: createSmtpTransport(config.mail),
        payments: createPayments(config.stripe, db),
        appOrigin: config.appOrigin,
        clock: () => new Date(),
        logger,
      }),
    );
  },
);

/**
 * Every minute: texts at their time (reminders, those held by quiet hours until 08:00). Each
 * is claimed in a transaction before it goes, so an overlapping run sends nothing twice. It
 * binds the Twilio params and token (texts) and SMTP (what cannot go by text goes by e-mail).
 */
export const sendDueTexts = onSchedule(
  {
    schedule: 'every 1 minutes',
    secrets: [...MAIL_SECRETS, ...TEXT_SECRETS],
    memory: '256MiB',
    timeoutSeconds: 60,
    maxInstances: 1,
  },
  async () => {
    const config = configFor('sendDueTexts', [
      ...MAIL_SECRETS,
      ...TEXT_SECRETS,
      ...MAIL_PARAMS,
      ...TEXT_PARAMS,
    ]);
    const { db } = initFirebase(config.projectId);
    await runTextSweep(
      createTextDeps({
        db,
        texts: createTextProvider(config.texts),
        mail: createSmtpTransport(config.mail),
        appOrigin: config.appOrigin,
        clock: () => new Date(),
        logger,
      }),
    );
  },
);
