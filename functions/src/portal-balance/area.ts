import { portalPath } from '@inkforge/domain';
import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ConnectPayments } from '../adapters/payments';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { portalAppointment } from '../portal';
import { createArtistStudios } from '../studios';
import { createBalanceRepository } from './balance.repository';
import { balanceRouteHandlers } from './routes';

/** "Pay the balance" on the client's page (issue 49): the checkout; the webhook records it. */
export function portalBalanceArea(
  deps: {
    db: Firestore;
    clock: () => Date;
    logger: Logger;
    /** Balances are paid to the artist's own Stripe account (Connect), as deposits are. */
    payments: ConnectPayments;
    appOrigin: string;
  },
  guards: RouteGuards,
): Router {
  const { db, clock } = deps;
  return balanceRouteHandlers(
    {
      balance: createBalanceRepository(db),
      payments: deps.payments,
      studios: createArtistStudios(db, clock),
      clock,
      logger: deps.logger,
      appOrigin: deps.appOrigin,
      portalAppointment: (token, appointmentId, now) =>
        portalAppointment(db, token, appointmentId, now),
      pagePath: portalPath,
    },
    guards,
  );
}
