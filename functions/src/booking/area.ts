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
import type { BookingDeps } from './deps';
import { bookingRoutes } from './routes';

/** What the booking area is built from. */
export interface BookingAreaDeps {
  db: Firestore;
  objects: ObjectStore;
  imageOps: ImageOps;
  mail: MailTransport;
  clock: () => Date;
  logger: Logger;
  onAppointmentChange?: AppointmentMailHook;
}

/** The booking operations' deps, built once per area (and by the offer, issue 46). */
export function bookingDepsOf(deps: BookingAreaDeps): BookingDeps {
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
  return {
    booking: createBookingRepository(db),
    deposits: createDepositsService(db),
    studio,
    objects,
    imageOps,
    publicImages: createPublicImages(),
    mail: deps.mail,
    clock,
    logger,
  };
}

/** The public booking page and the requests inbox (issue 27), wired for the app. */
export function bookingArea(deps: BookingAreaDeps, guards: RouteGuards): Router {
  return bookingRoutes(bookingDepsOf(deps), guards);
}
