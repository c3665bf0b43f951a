import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { acceptorForOffer } from '../booking';
import { createDesignApprovals, type AppointmentMoment } from '../clients';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { notifierFor } from '../notifications';
import { linkMailer } from '../reminders';
import type { DesignReplyDeps } from './deps';
import { createQuestionsRepository } from './questions.repository';
import { designReplyRoutes } from './routes';

/** Issue 46: questions to the client and the offer, wired for the app. */
export function designReplyArea(
  deps: {
    db: Firestore;
    objects: ObjectStore;
    imageOps: ImageOps;
    mail: MailTransport;
    appOrigin: string;
    clock: () => Date;
    logger: Logger;
    /** The outbox, told of an offer's booking once its mail went (the reminders area). */
    onOfferSent: (uid: string, moment: AppointmentMoment) => Promise<void>;
    /** The client mail budget and bounced addresses (the reminders area). */
    mailGate: DesignReplyDeps['mailGate'];
  },
  guards: RouteGuards,
): Router {
  const { db, objects, imageOps, clock, logger } = deps;
  return designReplyRoutes(
    {
      questions: createQuestionsRepository(db),
      mail: linkMailer({ ...deps, transport: deps.mail }),
      mailGate: deps.mailGate,
      offers: {
        accept: acceptorForOffer(deps),
        approvals: createDesignApprovals({
          db,
          objects,
          imageOps,
          notify: notifierFor(db, clock),
          clock,
          logger,
        }),
        announce: deps.onOfferSent,
      },
      appOrigin: deps.appOrigin,
      clock,
      logger,
    },
    guards,
  );
}
