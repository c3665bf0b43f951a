import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioRecords } from '../clients';
import type { RouteGuards } from '../http/mount-routes';
import { createNotificationsRepository } from './notifications.repository';
import { notificationRoutes } from './routes';

/** The header bell (issue 15), wired for the app. */
export function notificationsArea(
  deps: { db: Firestore; clock: () => Date },
  guards: RouteGuards,
): Router {
  return notificationRoutes(
    {
      notifications: createNotificationsRepository(deps.db),
      studio: createStudioRecords(deps.db),
      clock: deps.clock,
    },
    guards,
  );
}
