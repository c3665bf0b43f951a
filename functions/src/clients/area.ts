import type { Router, RequestHandler } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { Logger } from '../logger';
import type { AppointmentMailHook } from '../reminders/area';
import { createCalendarFeedRepository } from './calendar-feed.repository';
import { createClientsRepository } from './clients.repository';
import { createRecordsRepository } from './records.repository';
import { clientsRoutes } from './routes';

/** Clients, projects, payments, appointments and the calendar (issue 6), wired for the app. */
export function clientsArea(
  deps: {
    db: Firestore;
    objects: ObjectStore;
    clock: () => Date;
    logger: Logger;
    onAppointmentChange?: AppointmentMailHook;
  },
  requireAuth: RequestHandler,
): Router {
  return clientsRoutes(
    {
      clients: createClientsRepository(deps.db),
      records: createRecordsRepository(deps.db),
      feeds: createCalendarFeedRepository(deps.db),
      objects: deps.objects,
      clock: deps.clock,
      logger: deps.logger,
      onAppointmentChange: deps.onAppointmentChange,
    },
    requireAuth,
  );
}
