import type { RateLimitRules } from '@inkforge/domain';
import { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { AppointmentMailHook, AppointmentMoment } from '../clients';
import type { DepositChangeListener } from '../deposits';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { afterAppointmentChange } from './appointment-mail';
import { approvalLinkMailer } from './approval-link-mail';
import { depositMailListener } from './deposit-mail';
import { createMailDeps } from './deps';
import { reminderRoutes } from './routes';
import { mailDeliveryRoutes } from './mail-delivery-routes';
import { clientMailGates } from './client-mail-gate';
import { sessionRecordedListener, type SessionRecordedListener } from './ink-passport-mail';
import { recallMailer } from './recall-mail';
import { afterOfferSent } from './offer-announce';

/**
 * The booking e-mails (issue 16), wired for the app: its routes and the hooks through which
 * appointments and deposits tell the client.
 */
export function remindersArea(
  deps: {
    db: Firestore;
    transport: MailTransport;
    appOrigin: string;
    clock: () => Date;
    logger: Logger;
    /** Expires the open Checkouts of a deposit whose slot was released (holds the Stripe key). */
    onDepositStopped?: (uid: string, appointmentId: string) => Promise<void>;
    mailEventsKey: string;
    rateLimits?: RateLimitRules;
  },
  guards: RouteGuards,
): {
  routes: Router;
  onAppointmentChange: AppointmentMailHook;
  mailApprovalLink: ReturnType<typeof approvalLinkMailer>;
  onDepositChange: DepositChangeListener;
  clientMailGates: ReturnType<typeof clientMailGates>;
  onSessionRecorded: SessionRecordedListener;
  mailRecall: ReturnType<typeof recallMailer>;
  onOfferSent: (uid: string, moment: AppointmentMoment) => Promise<void>;
} {
  const mail = createMailDeps(deps);
  return {
    routes: Router().use(
      reminderRoutes(mail, guards),
      mailDeliveryRoutes(mail, deps.mailEventsKey, guards),
    ),
    onAppointmentChange: (uid, before, after) => afterAppointmentChange(mail, uid, before, after),
    mailApprovalLink: approvalLinkMailer({ ...deps, portalLink: mail.portalLink }),
    // The client hears of each deposit change by e-mail, sent before the request answers.
    onDepositChange: depositMailListener(deps),
    clientMailGates: clientMailGates(mail),
    // Issue 45: the client's ink passport, once per version of the session record.
    onSessionRecorded: sessionRecordedListener(deps),
    mailRecall: recallMailer(mail),
    // Issue 46: an offer's booking is planned like any other, its first mail told by the offer.
    onOfferSent: (uid, moment) => afterOfferSent(mail, uid, moment),
  };
}
