import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { LedgerService } from '../credits/ledger.service';
import type { RouteGuards } from '../http/mount-routes';
import { createDashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './routes';

/** The dashboard's figures. */
export function dashboardArea(
  deps: { db: Firestore; ledger: LedgerService },
  guards: RouteGuards,
): Router {
  return dashboardRoutes({ repo: createDashboardRepository(deps.db), ledger: deps.ledger }, guards);
}
