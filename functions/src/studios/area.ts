import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { createStudiosDeps } from './deps';
import { studiosRoutes } from './routes';

/** Studios: several artists and a front desk under one roof (issue 43), wired for the app. */
export function studiosArea(
  deps: { db: Firestore; clock: () => Date; logger: Logger },
  guards: RouteGuards,
): Router {
  return studiosRoutes(createStudiosDeps(deps), guards);
}
