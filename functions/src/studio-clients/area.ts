import type { Router } from 'express';
import type { MedicalReadHook } from '../clients';
import type { Firestore } from '../adapters/firebase/firebase';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { createStudioClientsDeps } from './deps';
import { ownReadLogger } from './medical-log';
import { studioClientsRoutes } from './routes';

type AreaDeps = { db: Firestore; clock: () => Date; logger: Logger };

/** The studio's one client book (issue 43), wired for the app. */
export function studioClientsArea(deps: AreaDeps, guards: RouteGuards): Router {
  return studioClientsRoutes(createStudioClientsDeps(deps), guards);
}

/**
 * For the clients area: logs an artist's own reads of a medical record in their studio's log.
 * Wired in app.ts so the clients area knows nothing of studios.
 */
export function studioMedicalReadHook(deps: AreaDeps): MedicalReadHook {
  return ownReadLogger(createStudioClientsDeps(deps));
}
