import type { Router } from 'express';
import type { Accounts } from '../adapters/firebase/accounts';
import type { Firestore } from '../adapters/firebase/firebase';
import type { IdentityToolkit } from '../adapters/firebase/identity-toolkit';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { createProfileRepository } from './profile.repository';
import { profileRoutes } from './routes';

/** What the profile area needs. */
export interface ProfileAreaDeps {
  db: Firestore;
  accounts: Accounts;
  identity: IdentityToolkit;
  /** Public origin of the web app: the e-mail change link continues to its settings. */
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
}

/** The profile: username, display name and the e-mail change. */
export function profileArea(deps: ProfileAreaDeps, guards: RouteGuards): Router {
  const { accounts, identity, clock, logger, appOrigin } = deps;
  return profileRoutes(
    { repo: createProfileRepository(deps.db), accounts, identity, clock, logger, appOrigin },
    guards,
  );
}
