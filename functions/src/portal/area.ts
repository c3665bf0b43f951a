import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioRecords } from '../clients';
import type { RouteGuards } from '../http/mount-routes';
import { createInkPassportDeps } from '../ink-passport';
import { portalRoutes } from './routes';

/** The client's page and its link (issue 49), wired for the app. */
export function portalArea(
  deps: { db: Firestore; appOrigin: string; clock: () => Date },
  guards: RouteGuards,
): Router {
  return portalRoutes(
    {
      db: deps.db,
      records: createStudioRecords(deps.db),
      appOrigin: deps.appOrigin,
      clock: deps.clock,
      passports: createInkPassportDeps(deps.db, deps.clock),
    },
    guards,
  );
}
