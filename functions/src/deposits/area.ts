import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { Payments } from '../adapters/payments';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { depositMailListener } from '../reminders/deposit-mail';
import { createDepositsRepository } from './deposits.repository';
import { depositRoutes } from './routes';

/** The client's deposit page and the artist's deposits and Connect onboarding (issue 27). */
export function depositsArea(
  deps: {
    db: Firestore;
    mail: MailTransport;
    clock: () => Date;
    logger: Logger;
    /** Deposits are paid to the artist's own Stripe account (Connect). */
    payments: Payments;
    appOrigin: string;
  },
  guards: RouteGuards,
): Router {
  const { db, clock, logger } = deps;
  // The client hears of each deposit change by e-mail, sent before the request answers.
  const onDepositChange = depositMailListener({ ...deps, transport: deps.mail });
  return depositRoutes(
    {
      deposits: createDepositsRepository(db),
      payments: deps.payments,
      appOrigin: deps.appOrigin,
      clock,
      logger,
      onDepositChange,
    },
    guards,
  );
}
