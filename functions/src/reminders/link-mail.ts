import {
  artistIdentityOf,
  clientFacingPlaceOf,
  senderName,
  userUnderStudio,
  wholeWords,
} from '@inkforge/domain';
import { userRef } from '../adapters/firebase/documents';
import { createArtistStudios } from '../studios';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { Logger } from '../logger';
import { createMailDeliveryRepository } from './mail-delivery.repository';
import { accentOf, mailHeaderHtml, mailHeaderText, mailIdentityOf } from './mail-header';
import { escapeMailHtml, mailDocument } from './mail-document';

const esc = escapeMailHtml;

const button = (accent: string) =>
  `display: inline-block; padding: 12px 20px; background: ${accent}; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: bold`;

/** The artist as a mail names them: the studio that sends, the artist, the address. */
interface LinkMailSender {
  studio: string;
  artistName: string;
}

/** One private-link mail: its words, given the sender; the link is under the app's origin. */
export interface LinkMail {
  to: string;
  messageId: string;
  subject: (sender: LinkMailSender) => string;
  lead: (sender: LinkMailSender) => string;
  rows: (sender: LinkMailSender) => [string, string][];
  /** The one button: the page the mail is about. */
  action: { label: string; path: string };
  /** Further links the client may need (a deposit page), each its own line. */
  links?: { label: string; path: string }[];
  closing: string;
  /** The log line's name: `mail.{event}` when sent, `mail.{event}_failed` otherwise. */
  event: string;
}

/**
 * Sends a mail that carries a private link (issue 46: questions to answer, an offer), in the
 * artist's request that made the link: only the link's hash is stored, so there is nothing to
 * retry from; a failure is answered in words. Headed and signed like every client mail, and a
 * bounce suppresses the address like any other.
 */
export function linkMailer(deps: {
  db: Firestore;
  transport: MailTransport;
  appOrigin: string;
  logger: Logger;
}) {
  const delivery = createMailDeliveryRepository(deps.db);
  const studios = createArtistStudios(deps.db, () => new Date());
  return async (uid: string, mail: LinkMail): Promise<'sent' | 'failed'> => {
    if (!deps.transport.configured) return 'failed';
    const stored = (await userRef(deps.db, uid).get()).data() ?? {};
    const studioOf = await studios.of(uid);
    const user = userUnderStudio(stored, studioOf);
    const email = typeof user.email === 'string' ? user.email : null;
    const displayName = typeof user.displayName === 'string' ? user.displayName : null;
    const place = clientFacingPlaceOf(stored, studioOf);
    const studio = senderName(place.studioName, displayName, email);
    const address = place.studioAddress;
    const sender = { studio, artistName: displayName?.trim() || studio };
    const header = {
      studioName: studio,
      artistName: displayName,
      ...mailIdentityOf(artistIdentityOf(user), deps.appOrigin),
    };
    const subject = wholeWords(mail.subject(sender), 150);
    const lead = mail.lead(sender);
    const rows = mail.rows(sender);
    const action = { ...mail.action, url: `${deps.appOrigin}${mail.action.path}` };
    const links = (mail.links ?? []).map((l) => ({ ...l, url: `${deps.appOrigin}${l.path}` }));
    const sign = [
      studio,
      ...(displayName && displayName !== studio ? [displayName] : []),
      ...(address ? [address] : []),
      ...(email ? [email] : []),
    ];
    const text = [
      mailHeaderText(header),
      '',
      'Hello,',
      '',
      lead,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      `${action.label}: ${action.url}`,
      ...links.map((l) => `${l.label}: ${l.url}`),
      '',
      mail.closing,
      '',
      ...sign,
    ].join('\n');
    const html = mailDocument(subject, [
      mailHeaderHtml(header),
      '<p>Hello,</p>',
      `<p>${esc(lead)}</p>`,
      '<table role="presentation" style="border-collapse: collapse; width: 100%">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th scope="row" align="left" valign="top" style="padding: 0 1em 4px 0">${esc(label)}</th><td>${esc(value)}</td></tr>`,
      ),
      '</table>',
      `<p style="margin: 24px 0"><a href="${esc(action.url)}" style="${button(accentOf(header))}">${esc(action.label)}</a></p>`,
      ...links.map((l) => `<p><a href="${esc(l.url)}">${esc(l.label)}</a></p>`),
      `<p>${esc(mail.closing)}</p>`,
      `<p>${sign.map(esc).join('<br>')}</p>`,
    ]);
    try {
      await deps.transport.send({
        to: mail.to,
        fromName: studio,
        ...(email ? { replyTo: email } : {}),
        subject,
        text,
        html,
        messageId: mail.messageId,
      });
      await delivery.recordSent(uid, mail.messageId, null, mail.to, new Date());
      deps.logger.info(`mail.${mail.event}`, { uid });
      return 'sent';
    } catch (err) {
      deps.logger.warn(`mail.${mail.event}_failed`, { uid, error: String(err) });
      return 'failed';
    }
  };
}
