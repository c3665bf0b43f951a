import type { MailTransport } from '../adapters/nodemailer/mail-transport';

/** Stands in for SMTP where a process has none: nothing is sent from it (tasks or the sweep do). */
export const NO_SMTP: MailTransport = {
  configured: false,
  send: () => Promise.reject(new Error('This process sends no mail')),
};
