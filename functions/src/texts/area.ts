import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { AppointmentMailHook } from '../clients';
import type { LedgerService } from '../credits/ledger.service';
import type { DepositChangeListener } from '../deposits';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { afterAppointmentChangeTexts, afterDepositChangeTexts } from './booking-texts';
import { createTextDeps, type TextSender } from './deps';
import { onTextStatus, type TextStatusUpdate } from './on-text-status';
import { textRoutes } from './routes';

/**
 * Texts to clients (issue 44), wired for the app: the settings and usage routes, and the hooks
 * beside the booking e-mails' through which bookings, deposits and the provider's status
 * reports reach the texts.
 */
export function textsArea(
  deps: {
    db: Firestore;
    texts: TextSender;
    mail: MailTransport;
    ledger: LedgerService;
    appOrigin: string;
    clock: () => Date;
    logger: Logger;
  },
  guards: RouteGuards,
): {
  routes: Router;
  onAppointmentChange: AppointmentMailHook;
  onDepositChange: DepositChangeListener;
  onTextStatus: (update: TextStatusUpdate) => Promise<void>;
} {
  const texts = createTextDeps(deps);
  return {
    routes: textRoutes(texts, guards),
    onAppointmentChange: (uid, before, after) =>
      afterAppointmentChangeTexts(texts, uid, before, after),
    onDepositChange: (uid, appointmentId, change) =>
      afterDepositChangeTexts(texts, uid, appointmentId, change),
    onTextStatus: (update) => onTextStatus(texts, update),
  };
}
