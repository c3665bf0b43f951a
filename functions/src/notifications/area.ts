import type { RequestHandler, Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { createNotificationsRepository } from './notifications.repository';
import { notificationRoutes } from './routes';

/** The header bell (issue 15), wired for the app. */
export function notificationsArea(
  deps: { db: Firestore; clock: () => Date },
  requireAuth: RequestHandler,
): Router {
  return notificationRoutes(
    { notifications: createNotificationsRepository(deps.db), clock: deps.clock },
    requireAuth,
  );
}
