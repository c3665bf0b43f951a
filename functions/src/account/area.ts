import type { Router } from 'express';
import type { Accounts } from '../adapters/firebase/accounts';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { createAccountRepository } from './account.repository';
import type { CancelSubscription } from './delete-account';
import { accountRoutes } from './routes';

/** What the account area needs. */
export interface AccountAreaDeps {
  db: Firestore;
  accounts: Accounts;
  objects: ObjectStore;
  cancelSubscription: CancelSubscription;
  clock: () => Date;
  logger: Logger;
}

/** Account deletion. */
export function accountArea(deps: AccountAreaDeps, guards: RouteGuards): Router {
  return accountRoutes(
    {
      repo: createAccountRepository(deps.db),
      accounts: deps.accounts,
      cancelSubscription: deps.cancelSubscription,
      removeObjects: (prefix) => deps.objects.removePrefix(prefix),
      clock: deps.clock,
      logger: deps.logger,
    },
    guards,
  );
}
