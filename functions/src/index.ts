import type { Express } from 'express';
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { createAccounts } from './adapters/accounts';
import { createIdentityToolkit } from './adapters/identity-toolkit';
import { initFirebase } from './adapters/firebase';
import { createApp } from './app';
import { loadConfig } from './config';

let app: Express | undefined;

// Built on the first request: params can only be read at run time, not at deploy time.
function buildApp(): Express {
  const config = loadConfig();
  const { db, auth } = initFirebase(config.projectId);
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
    authRateLimit: config.authRateLimit,
  });
}

export const api = onRequest({ region: 'us-central1' }, (req, res) => {
  app ??= buildApp();
  app(req, res);
});
