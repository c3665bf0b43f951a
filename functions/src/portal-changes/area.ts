import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { Payments } from '../adapters/payments';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { createArtistBooks, type AppointmentMailHook } from '../clients';
import { createDepositActions, type DepositChangeListener } from '../deposits';
import { createStudioCalendar } from '../flash';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { notifierFor } from '../notifications';
import { portalAppointment } from '../portal';
import type { PortalChangesDeps } from './deps';
import { createPortalChangesRepository } from './portal-changes.repository';
import { portalChangeRoutes, type ResolveBooking } from './routes';

interface AreaDeps {
  db: Firestore;
  objects: ObjectStore;
  imageOps: ImageOps;
  payments: Payments;
  mail: MailTransport;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
  onAppointmentChange?: AppointmentMailHook;
  onDepositStopped?: (uid: string, appointmentId: string) => Promise<void>;
  onDepositChange: DepositChangeListener;
  beforeDepositMail?: (uid: string, appointmentId: string) => Promise<void>;
}

/**
 * What the client's move and cancel run on: the clients and deposits areas' own operations,
 * wired with the same listeners as the artist's routes (so the client's mails go as when the
 * artist moves or cancels), and the flash calendar's open-times rules.
 */
export function createPortalChangesDeps(deps: AreaDeps): PortalChangesDeps {
  return {
    changes: createPortalChangesRepository(deps.db),
    books: createArtistBooks({
      db: deps.db,
      objects: deps.objects,
      imageOps: deps.imageOps,
      clock: deps.clock,
      logger: deps.logger,
      notify: notifierFor(deps.db, deps.clock),
      onAppointmentChange: deps.onAppointmentChange,
      onDepositStopped: deps.onDepositStopped,
    }),
    deposits: createDepositActions({
      db: deps.db,
      payments: deps.payments,
      appOrigin: deps.appOrigin,
      clock: deps.clock,
      logger: deps.logger,
      onDepositChange: deps.onDepositChange,
      beforeDepositMail: deps.beforeDepositMail,
    }),
    calendar: createStudioCalendar(deps.db),
    onAppointmentChange: deps.onAppointmentChange,
    mail: deps.mail,
    appOrigin: deps.appOrigin,
    clock: deps.clock,
    logger: deps.logger,
  };
}

/** Issue 49: the client's own move and cancel, mounted behind the portal link's resolver. */
export function portalChangesArea(deps: AreaDeps, guards: RouteGuards): Router {
  // The portal's token and one of its client's appointments; any other is 404, never 403.
  const resolve: ResolveBooking = async (token, appointmentId) => {
    const found = await portalAppointment(deps.db, token, appointmentId, deps.clock());
    return { uid: found.uid, clientId: found.clientId, appointmentId };
  };
  return portalChangeRoutes(createPortalChangesDeps(deps), resolve, guards);
}
