import type { Express } from 'express';
import { createIdentityToolkit } from '../../src/adapters/identity-toolkit';
import { createAccounts } from '../../src/adapters/accounts';
import { initFirebase, type Auth, type Firestore } from '../../src/adapters/firebase';
import { createApp, type AppDeps } from '../../src/app';
import { loadConfig } from '../../src/config';
import { silentLogger } from '../../src/logger';
import { emulatorEnv } from './emulator-env';

export interface TestApp {
  app: Express;
  db: Firestore;
  auth: Auth;
  deps: AppDeps;
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
    // Generous: a test file sends many calls from one address; rate-limit.test covers limits.
    authRateLimit: { windowMs: 60_000, max: 10_000 },
    ...overrides,
  };
  return { app: createApp(deps), db: firebase.db, auth: firebase.auth, deps };
}
