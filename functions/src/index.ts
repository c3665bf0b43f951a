import type { Express } from 'express';
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { createAiProvider } from './adapters/ai-provider-factory';
import { createJobQueue, type JobTask } from './adapters/job-queue';
import { createAccounts } from './adapters/accounts';
import { createIdentityToolkit } from './adapters/identity-toolkit';
import { initFirebase } from './adapters/firebase';
import { createApp } from './app';
import { captureHostJsonErrors } from './http/host-body-errors';
import { createOpenAiChat } from './adapters/openai-chat';
import { createObjectStore } from './adapters/storage';
import { createImageOps } from './adapters/image-ops';
import { loadConfig, openAiApiKey, stripeSecrets } from './config';
import { createPayments } from './adapters/payments-factory';
import { resetMonthlyCredits as runMonthlyReset } from './scheduled/reset-monthly-credits';
import type { WebhookDeps } from './webhooks/deps';
import { createStripeWebhookApp } from './webhooks/stripe-webhook-app';
import { createWebhookDeps } from './webhooks/webhook-deps';
import { createRunJobDeps } from './jobs/deps';
import { MAX_JOB_ATTEMPTS, runJob as runJobOnce, type RunJobDeps } from './jobs/run-job';

// Before the host builds its body parser: an unparsable body must reach our JSON answers.
captureHostJsonErrors();

let app: Express | undefined;

// Built on the first request: params can only be read at run time, not at deploy time.
function buildApp(): Express {
  const config = loadConfig();
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
    ai: createAiProvider(config.ai),
    jobQueue: createJobQueue(),
    chatModel:
      config.ai.provider === 'openai'
        ? createOpenAiChat({ apiKey: config.ai.apiKey, baseUrl: config.ai.baseUrl })
        : null,
    payments,
    cancelSubscription: (subscriptionId) => payments.cancelNow(subscriptionId),
  });
}

export const api = onRequest(
  { region: 'us-central1', secrets: [openAiApiKey, ...stripeSecrets] },
  (req, res) => {
    app ??= buildApp();
    app(req, res);
  },
);

let jobDeps: RunJobDeps | undefined;

function buildJobDeps(): RunJobDeps {
  const config = loadConfig();
  const { db } = initFirebase(config.projectId);
  return createRunJobDeps({
    db,
    objects: createObjectStore({ projectId: config.projectId, ...config.storage }),
    ai: createAiProvider(config.ai),
    clock: () => new Date(),
    logger,
  });
}

/** AI generation jobs: one task per job (task id = job id), bounded retries, a rate limit. */
export const runJob = onTaskDispatched<JobTask>(
  {
    region: 'us-central1',
    secrets: [openAiApiKey],
    timeoutSeconds: 540,
    memory: '1GiB',
    retryConfig: { maxAttempts: MAX_JOB_ATTEMPTS, minBackoffSeconds: 5, maxBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 20, maxDispatchesPerSecond: 10 },
  },
  async (req) => {
    jobDeps ??= buildJobDeps();
    const outcome = await runJobOnce(jobDeps, req.data);
    // Throwing hands the task back to Cloud Tasks, which retries it after a backoff.
    if (outcome === 'retry') throw new Error(`Job ${req.data.jobId} will be retried`);
  },
);

// Billing: the payment provider (Stripe, or its offline twin without a key) for both functions.
function billingDeps(): WebhookDeps & { webhookSecret: string } {
  const config = loadConfig();
  const { db } = initFirebase(config.projectId);
  const payments = createPayments(config.stripe, db);
  const deps = createWebhookDeps({ db, payments, clock: () => new Date(), logger });
  return { ...deps, webhookSecret: config.stripe.webhookSecret };
}

let webhookApp: Express | undefined;

/** Hosting rewrites /api/stripe/webhook here; Cloud Functions keeps the raw body for the check. */
export const stripeWebhook = onRequest(
  { region: 'us-central1', secrets: stripeSecrets },
  (req, res) => {
    webhookApp ??= createStripeWebhookApp(billingDeps());
    webhookApp(req, res);
  },
);

/** Daily: yearly plans' monthly credits and ended cancellations (DESIGN §4). */
export const resetMonthlyCredits = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC', region: 'us-central1', secrets: stripeSecrets },
  async () => {
    await runMonthlyReset(billingDeps());
  },
);
