import express from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { Payments } from '../adapters/payments';
import type { OfflineStripe } from '../adapters/stripe/stripe-offline';
import { createLedgerRepository } from '../credits/ledger.repository';
import type { LedgerService } from '../credits/ledger.service';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import type { UsersService } from '../users/users.service';
import { createWebhookDeps } from '../webhooks';
import { demoStripeRoutes } from './demo-stripe-routes';
import { demoStripeDashboard } from './demo-stripe-dashboard';
import { billingRoutes } from './routes';

const isOffline = (payments: Payments): payments is OfflineStripe => payments.kind === 'offline';

/** Pricing, checkout, portal, plan changes, sync; and the offline twin's pages when offline. */
export function billingArea(
  deps: {
    db: Firestore;
    payments: Payments;
    clock: () => Date;
    logger: Logger;
    appOrigin: string;
    users: UsersService;
    ledger: LedgerService;
  },
  guards: RouteGuards,
): express.Router {
  const { users } = deps;
  const webhook = createWebhookDeps(deps);
  const router = express.Router();
  const ledgerRepo = createLedgerRepository(deps.db);
  router.use(
    billingRoutes({ ...webhook, users, appOrigin: deps.appOrigin, webhook, ledgerRepo }, guards),
  );
  if (isOffline(deps.payments)) router.use(demoStripeRoutes(deps.payments, deps.appOrigin));
  if (isOffline(deps.payments)) router.use(demoStripeDashboard(deps.payments));
  return router;
}
