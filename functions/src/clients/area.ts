import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import type { BellWriter } from './bell';
import { createClientsDeps, type AppointmentMailHook, type ClientsDeps } from './deps';
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
    beforeClientMail?: ClientsDeps['beforeClientMail'];
    onMedicalRead?: ClientsDeps['onMedicalRead'];
    beforePayment?: ClientsDeps['beforePayment'];
    onClientDeleted?: ClientsDeps['onClientDeleted'];
  },
  guards: RouteGuards,
): Router {
  return clientsRoutes(
    createClientsDeps({
      db: deps.db,
      objects: deps.objects,
      imageOps: deps.imageOps,
      clock: deps.clock,
      logger: deps.logger,
      notify: deps.notify,
      onAppointmentChange: deps.onAppointmentChange,
      onDepositStopped: deps.onDepositStopped,
      mailApprovalLink: deps.mailApprovalLink,
      beforeClientMail: deps.beforeClientMail,
      onMedicalRead: deps.onMedicalRead,
      beforePayment: deps.beforePayment,
      onClientDeleted: deps.onClientDeleted,
    }),
    guards,
  );
}
