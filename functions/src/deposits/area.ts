import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { Payments } from '../adapters/payments';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { createArtistStudios } from '../studios';
import { createDepositsRepository } from './deposits.repository';
import type { DepositChangeListener, DepositsDeps } from './deps';
import { depositRoutes } from './routes';

/** The client's deposit page and the artist's deposits and Connect onboarding (issue 27). */
export function depositsArea(
  deps: {
    db: Firestore;
    clock: () => Date;
    logger: Logger;
    /** Deposits are paid to the artist's own Stripe account (Connect). */
    payments: Payments;
    appOrigin: string;
    /** Tells the client of each change (the reminders' e-mails). */
    onDepositChange: DepositChangeListener;
    beforeDepositMail?: DepositsDeps['beforeDepositMail'];
    onAppointmentChange?: DepositsDeps['onAppointmentChange'];
  },
  guards: RouteGuards,
): Router {
  const { db, clock, logger, onDepositChange } = deps;
  return depositRoutes(
    {
      deposits: createDepositsRepository(db),
      payments: deps.payments,
      appOrigin: deps.appOrigin,
      clock,
      logger,
      onDepositChange,
      beforeDepositMail: deps.beforeDepositMail,
      onAppointmentChange: deps.onAppointmentChange,
      studios: createArtistStudios(db, clock),
    },
    guards,
  );
}
