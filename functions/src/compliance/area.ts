import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { RouteGuards } from '../http/mount-routes';
import { createComplianceDeps } from './deps';
import { complianceRoutes } from './routes';

/** The inspector's report (issue 45), wired for the app. */
export function complianceArea(
  deps: { db: Firestore; clock: () => Date },
  guards: RouteGuards,
): Router {
  return complianceRoutes(createComplianceDeps(deps.db, deps.clock), guards);
}
