import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { RouteGuards } from '../http/mount-routes';
import { createInkPassportDeps } from './deps';
import { inkPassportRoutes } from './routes';

/** The client's ink passport (issue 45), wired for the app. */
export function inkPassportArea(
  deps: { db: Firestore; clock: () => Date },
  guards: RouteGuards,
): Router {
  return inkPassportRoutes(createInkPassportDeps(deps.db, deps.clock), guards);
}
