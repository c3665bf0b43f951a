import express, { type Express } from 'express';
import type { Accounts } from './adapters/accounts';
import type { Firestore } from './adapters/firebase';
import type { IdentityToolkit } from './adapters/identity-toolkit';
import { authRoutes } from './auth/routes';
import { errorHandler } from './http/error-handler';
import { jsonBody } from './http/json-body';
import { notFound } from './http/not-found';
import { rateLimit } from './http/rate-limit';
import { optionalAuth, requireAuth } from './http/require-auth';
import type { Logger } from './logger';
import { createUsersRepository } from './users/repository';
import { usersRoutes } from './users/routes';
import { createUsersService } from './users/service';

export interface AppDeps {
  db: Firestore;
  accounts: Accounts;
  identity: IdentityToolkit;
  clock: () => Date;
  logger: Logger;
  appOrigin: string;
  authRateLimit: { windowMs: number; max: number };
}

/** The whole `/api` express app, built from its dependencies so tests run the shipped code. */
export function createApp(deps: AppDeps): Express {
  const users = createUsersService({ repo: createUsersRepository(deps.db), clock: deps.clock });
  const guards = {
    requireAuth: requireAuth(deps.accounts),
    optionalAuth: optionalAuth(deps.accounts),
    limit: rateLimit(deps.authRateLimit),
  };

  const api = express.Router();
  api.use(jsonBody());
  api.use(authRoutes({ ...deps, users }, guards));
  api.use(usersRoutes(users, guards.requireAuth));
  api.use(notFound);

  const app = express();
  app.disable('x-powered-by');
  // One proxy hop (Google's front end) sits before the function; its address is not the caller.
  app.set('trust proxy', 1);
  // Mounted on /api only: the Hosting rewrite and a direct call to the function both pass it.
  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
