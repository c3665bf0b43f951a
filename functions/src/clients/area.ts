import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { createCalendarFeedRepository } from './calendar-feed.repository';
import type { BellWriter } from './bell';
import type { AppointmentMailHook, ClientsDeps } from './deps';
import { createClientsRepository } from './clients.repository';
import { createIntakeRepository } from './intake.repository';
import { createApprovalRepository } from './approval.repository';
import { createRecordsRepository } from './records.repository';
import { clientsRoutes } from './routes';

/** Clients, projects, payments, appointments and the calendar (issue 6), wired for the app. */
export function clientsArea(
  deps: {
    db: Firestore;
    objects: ObjectStore;
    imageOps: ImageOps;
    clock: () => Date;
    logger: Logger;
    notify: BellWriter;
    onAppointmentChange?: AppointmentMailHook;
    onDepositStopped?: ClientsDeps['onDepositStopped'];
    mailApprovalLink?: ClientsDeps['mailApprovalLink'];
  },
  guards: RouteGuards,
): Router {
  return clientsRoutes(
    {
      clients: createClientsRepository(deps.db),
      records: createRecordsRepository(deps.db),
      feeds: createCalendarFeedRepository(deps.db),
      intakes: createIntakeRepository(deps.db),
      approvals: createApprovalRepository(deps.db),
      objects: deps.objects,
      imageOps: deps.imageOps,
      clock: deps.clock,
      logger: deps.logger,
      notify: deps.notify,
      onAppointmentChange: deps.onAppointmentChange,
      onDepositStopped: deps.onDepositStopped,
      mailApprovalLink: deps.mailApprovalLink,
    },
    guards,
  );
}
