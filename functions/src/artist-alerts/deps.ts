import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { PushSender } from '../adapters/web-push/push-sender';
import type { Logger } from '../logger';
import { createAlertsRepository, type AlertsRepository } from './alerts.repository';

export interface AlertDeps {
  alerts: AlertsRepository;
  /** The artist's own address gets e-mail alerts through the clients' SMTP server. */
  mail: MailTransport;
  push: PushSender;
  /** Links in the alerts open the app here. */
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
}

/** The sender's deps, as the scheduled function and the tests build them. */
export function createAlertDeps(input: Omit<AlertDeps, 'alerts'> & { db: Firestore }): AlertDeps {
  const { db, ...rest } = input;
  return { ...rest, alerts: createAlertsRepository(db) };
}
