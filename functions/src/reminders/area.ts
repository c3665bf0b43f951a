import type { RateLimitRules } from '@inkforge/domain';
import { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { AppointmentMailHook } from '../clients';
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
import { recallMailer } from './recall-mail';
import { sessionRecordedListener, type SessionRecordedListener } from './ink-passport-mail';

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
  mailRecall: ReturnType<typeof recallMailer>;
  onSessionRecorded: SessionRecordedListener;
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
    mailRecall: recallMailer(mail),
    // Issue 45: the client's ink passport, once per version of the session record.
    onSessionRecorded: sessionRecordedListener(deps),
  };
}
