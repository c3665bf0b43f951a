import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { Payments } from '../adapters/payments';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { createArtistBooks, type AppointmentMailHook } from '../clients';
import { createDepositActions, type DepositChangeListener } from '../deposits';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { notifierFor } from '../notifications';
import { createStudioDirectory } from '../studios';
import { studioDeskRoutes } from './routes';

/**
 * The studio's calendar and desk (issue 43), wired for the app with the same listeners as the
 * clients and deposits areas, so a booking by the desk mails and charges as the artist's does.
 */
export function studioDeskArea(
  deps: {
    db: Firestore;
    objects: ObjectStore;
    imageOps: ImageOps;
    payments: Payments;
    appOrigin: string;
    clock: () => Date;
    logger: Logger;
    onAppointmentChange?: AppointmentMailHook;
    onDepositStopped?: (uid: string, appointmentId: string) => Promise<void>;
    onDepositChange: DepositChangeListener;
    beforeDepositMail?: (uid: string, appointmentId: string) => Promise<void>;
    beforePayment?: (uid: string, projectId: string, amountCents: number) => Promise<void>;
  },
  guards: RouteGuards,
): Router {
  const deposits = createDepositActions({
    db: deps.db,
    payments: deps.payments,
    appOrigin: deps.appOrigin,
    clock: deps.clock,
    logger: deps.logger,
    onDepositChange: deps.onDepositChange,
    beforeDepositMail: deps.beforeDepositMail,
    onAppointmentChange: deps.onAppointmentChange,
  });
  return studioDeskRoutes(
    {
      studios: createStudioDirectory(deps.db, deps.clock),
      books: createArtistBooks({
        db: deps.db,
        objects: deps.objects,
        imageOps: deps.imageOps,
        clock: deps.clock,
        logger: deps.logger,
        notify: notifierFor(deps.db, deps.clock),
        onAppointmentChange: deps.onAppointmentChange,
        onDepositStopped: deps.onDepositStopped,
        beforePayment: deps.beforePayment,
      }),
      askDeposit: deposits.ask,
      depositOutcome: deposits.outcome,
      clock: deps.clock,
    },
    guards,
  );
}
