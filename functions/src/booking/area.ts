import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { createPublicImages } from '../adapters/sharp/public-images';
import { createStudioBookings, type AppointmentMailHook } from '../clients';
import { createDepositsService } from '../deposits';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { notifierFor } from '../notifications';
import { createBookingRepository } from './booking.repository';
import { bookingRoutes } from './routes';

/** The public booking page and the requests inbox (issue 27), wired for the app. */
export function bookingArea(
  deps: {
    db: Firestore;
    objects: ObjectStore;
    imageOps: ImageOps;
    mail: MailTransport;
    clock: () => Date;
    logger: Logger;
    onAppointmentChange?: AppointmentMailHook;
  },
  guards: RouteGuards,
): Router {
  const { db, objects, imageOps, clock, logger } = deps;
  // Accepting a request books through the client operations, as the clients' routes do.
  const studio = createStudioBookings({
    db,
    objects,
    imageOps,
    notify: notifierFor(db, clock),
    clock,
    logger,
    onAppointmentChange: deps.onAppointmentChange,
  });
  const deposits = createDepositsService(db);
  return bookingRoutes(
    {
      booking: createBookingRepository(db),
      deposits,
      studio,
      objects,
      imageOps,
      publicImages: createPublicImages(),
      mail: deps.mail,
      clock,
      logger,
    },
    guards,
  );
}
