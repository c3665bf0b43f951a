import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { Logger } from '../logger';
import type { OutboxRepository } from './outbox.repository';

/** What sending the booking e-mails needs: the outbox, an SMTP sender, a clock, a logger. */
export interface MailDeps {
  outbox: OutboxRepository;
  transport: MailTransport;
  clock: () => Date;
  logger: Logger;
}

/** A sender holds a mail this long; past it, a sender that died is presumed gone. */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
/** Attempts before a mail is given up as failed (the first try included). */
export const MAX_MAIL_ATTEMPTS = 5;
/** The wait before the n-th retry: 5, 10, 20, 40 minutes. */
export const retryDelayMs = (attempts: number) => 5 * 60 * 1000 * 2 ** (attempts - 1);
