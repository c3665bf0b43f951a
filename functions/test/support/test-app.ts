import { RATE_LIMITS, type RateLimitName, type RateLimitRules } from '@inkforge/domain';
import type { Express } from 'express';
import { createIdentityToolkit } from '../../src/adapters/firebase/identity-toolkit';
import { createAccounts } from '../../src/adapters/firebase/accounts';
import { createObjectStore } from '../../src/adapters/firebase/storage';
import { createImageOps } from '../../src/adapters/sharp/image-ops';
import { createSmtpTransport } from '../../src/adapters/nodemailer/mail-transport';
import { createTextProvider } from '../../src/adapters/twilio';
import { createPushSender } from '../../src/adapters/web-push/push-sender';
import { createOfflineProvider } from '../../src/adapters/offline-ai';
import { createRecordingQueue } from './job-queue';
import { initFirebase, type Auth, type Firestore } from '../../src/adapters/firebase/firebase';
import { createApp, type AppDeps } from '../../src/app';
import { loadConfig } from '../../src/config';
import { silentLogger } from '../../src/logger';
import { emulatorEnv } from './emulator-env';
import { createTestPayments } from './test-payments';

export interface TestApp {
  app: Express;
  db: Firestore;
  auth: Auth;
  deps: AppDeps;
}

function generousRateLimits(): RateLimitRules {
  const rules = { ...RATE_LIMITS } as RateLimitRules;
  for (const name of Object.keys(rules) as RateLimitName[]) {
    rules[name] = { capacity: 100_000, perMinute: 100_000 };
  }
  return rules;
}

/** The real app wired to the local Auth emulator and Firestore server (no mocks). */
export function buildTestApp(overrides: Partial<AppDeps> = {}): TestApp {
  const env = emulatorEnv();
  const config = loadConfig();
  const firebase = initFirebase(env.projectId);
  const deps: AppDeps = {
    db: firebase.db,
    accounts: createAccounts(firebase.auth),
    identity: createIdentityToolkit({
      baseUrl: config.identityToolkitBaseUrl,
      apiKey: config.webApiKey,
    }),
    clock: () => new Date(),
    logger: silentLogger,
    appOrigin: config.appOrigin,
    // Generous: a test file sends many calls from one address and artist; rate-limit tests
    // build their app with the domain's limits.
    rateLimits: generousRateLimits(),
    objects: createObjectStore({ projectId: env.projectId, ...config.storage }),
    imageOps: createImageOps(),
    imageUrlPolicy: { bucket: config.storage.bucket, urlOrigin: config.storage.urlOrigin },
    chatModel: null,
    ai: createOfflineProvider(),
    jobQueue: createRecordingQueue(),
    payments: createTestPayments(firebase.db, { appOrigin: config.appOrigin }).twin,
    // Tests of account deletion pass a recording canceller; others never reach it.
    cancelSubscription: () => Promise.reject(new Error('No payment provider in this test')),
    // The stack's mail catcher (INKFORGE_SMTP_PORT), as the api function uses it.
    mail: createSmtpTransport(config.mail),
    mailEventsKey: config.mail.webhookSigningKey,
    // The stack's SMS twin (INKFORGE_SMS_TWIN_URL), through the real twilio SDK.
    texts: createTextProvider(config.texts),
    // The stack's throwaway VAPID pair (INKFORGE_VAPID_*), as the api function has it.
    push: createPushSender(config.push),
    ...overrides,
  };
  return { app: createApp(deps), db: firebase.db, auth: firebase.auth, deps };
}
