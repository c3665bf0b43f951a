import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { RouteGuards } from '../http/mount-routes';
import { createAlertDeps, type AlertDeps } from './deps';
import { artistAlertRoutes } from './routes';

/** The artist's alerts outside the app (issue 44, Deliver 8), wired for the app. */
export function artistAlertsArea(
  deps: Omit<AlertDeps, 'alerts'> & { db: Firestore },
  guards: RouteGuards,
): Router {
  return artistAlertRoutes(createAlertDeps(deps), guards);
}
