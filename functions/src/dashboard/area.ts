import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import { createStudioRecords } from '../clients';
import type { LedgerService } from '../credits/ledger.service';
import type { RouteGuards } from '../http/mount-routes';
import { dashboardRoutes } from './routes';
import { createTodayRepository } from './today.repository';

/** The first screen's day and the first day's set-up. */
export function dashboardArea(
  deps: { db: Firestore; ledger: LedgerService; objects: ObjectStore; clock: () => Date },
  guards: RouteGuards,
): Router {
  return dashboardRoutes(
    {
      today: createTodayRepository(deps.db),
      records: createStudioRecords(deps.db),
      ledger: deps.ledger,
      objects: deps.objects,
      clock: deps.clock,
    },
    guards,
  );
}
