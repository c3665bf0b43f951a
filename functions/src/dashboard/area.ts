import type { RequestHandler, Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { LedgerService } from '../credits/ledger.service';
import { createDashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './routes';

/** The dashboard's figures. */
export function dashboardArea(
  deps: { db: Firestore; ledger: LedgerService },
  requireAuth: RequestHandler,
): Router {
  return dashboardRoutes(
    { repo: createDashboardRepository(deps.db), ledger: deps.ledger },
    requireAuth,
  );
}
