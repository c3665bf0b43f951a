import { Router, type RequestHandler } from 'express';
import type { Accounts } from '../adapters/firebase/accounts';
import type { Firestore } from '../adapters/firebase/firebase';
import type { IdentityToolkit } from '../adapters/firebase/identity-toolkit';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ChatModel } from '../adapters/chat-model';
import { chatRoutes } from '../chat/routes';
import type { LedgerService } from '../credits/ledger.service';
import { createDashboardRepository } from '../dashboard/dashboard.repository';
import { dashboardRoutes } from '../dashboard/routes';
import type { Logger } from '../logger';
import { createProfileRepository } from '../profile/profile.repository';
import { profileRoutes } from '../profile/routes';
import { createPromoRepository } from '../promo/promo.repository';
import { promoRoutes } from '../promo/routes';
import type { UsersService } from '../users/users.service';
import { createAccountRepository } from './account.repository';
import type { CancelSubscription } from './delete-account';
import { accountRoutes } from './routes';

/** What the account area needs: its handles, and the services the app builds once. */
export interface AccountAreaDeps {
  db: Firestore;
  accounts: Accounts;
  identity: IdentityToolkit;
  /** Public origin of the web app: the e-mail change link continues to its settings. */
  appOrigin: string;
  objects: ObjectStore;
  chatModel: ChatModel | null;
  cancelSubscription: CancelSubscription;
  clock: () => Date;
  logger: Logger;
  users: UsersService;
  ledger: LedgerService;
}

/** Dashboard, profile, promo codes, support chat and account deletion. */
export function accountArea(deps: AccountAreaDeps, requireAuth: RequestHandler): Router {
  const { db, accounts, clock, logger, ledger } = deps;
  const router = Router();
  router.use(dashboardRoutes({ repo: createDashboardRepository(db), ledger }, requireAuth));
  router.use(
    profileRoutes(
      {
        repo: createProfileRepository(db),
        accounts,
        identity: deps.identity,
        clock,
        logger,
        appOrigin: deps.appOrigin,
      },
      requireAuth,
    ),
  );
  router.use(promoRoutes({ repo: createPromoRepository(db), ledger, clock, logger }, requireAuth));
  router.use(chatRoutes({ users: deps.users, model: deps.chatModel, logger }, requireAuth));
  router.use(
    accountRoutes(
      {
        repo: createAccountRepository(db),
        accounts,
        cancelSubscription: deps.cancelSubscription,
        removeObjects: (prefix) => deps.objects.removePrefix(prefix),
        clock,
        logger,
      },
      requireAuth,
    ),
  );
  return router;
}
