import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../load-sdk';
import type { MailConfig } from '../../config';

/** One e-mail, already rendered: the sender only delivers it. */
export interface OutgoingMail {
  to: string;
  fromName: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Deterministic (the outbox id): a resend after a lost acknowledgement reads as the same mail. */
  messageId: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on mails a client can stop). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** False in production while an SMTP param or the password is missing: nothing is sent. */
  readonly configured: boolean;
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
}

/** The sender's domain, for the Message-ID. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1) || 'inkforge';

/**
 * nodemailer over SMTP, the same code in both homes: the local stack's mail catcher (no login,
 * no TLS) or the production server (login, TLS on 465, STARTTLS required on other ports).
 */
export function createSmtpTransport(config: MailConfig): MailTransport {
  const local = config.mode === 'offline';
  // nodemailer loads with the first e-mail, not when the worker starts (load-sdk.ts).
  let made: Promise<Transporter> | undefined;
  const transportOf = () =>
    (made ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({
        host: config.host,
        port: config.port,
        secure: !local && config.port === 465,
        requireTLS: !local && config.port !== 465,
        ignoreTLS: local,
        ...(local ? {} : { auth: { user: config.user, pass: config.password } }),
        // Inside `api` a booking waits for its confirmation: a dead server must not hold it long.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    configured: config.mode !== 'missing',
    async send(mail) {
      const transport = await transportOf();
      await transport.sendMail({
        from: { name: mail.fromName, address: config.from },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageId}@${domainOf(config.from)}>`,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
  };
}
