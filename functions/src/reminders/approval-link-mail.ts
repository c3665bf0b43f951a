import {
  aiDisclosure,
  artistIdentityOf,
  mapLinkOf,
  clientFacingPlaceOf,
  senderName,
  userUnderStudio,
  wholeWords,
} from '@inkforge/domain';
import { userRef } from '../adapters/firebase/documents';
import { createStudioRecords } from '../clients';
import { createArtistStudios } from '../studios';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { Logger } from '../logger';
import { createMailDeliveryRepository } from './mail-delivery.repository';
import { accentOf, mailHeaderHtml, mailHeaderText, mailIdentityOf } from './mail-header';
import { escapeMailHtml, mailDocument } from './mail-document';
import { portalLinkFor } from './portal-link';
import type { MailDeps } from './deps';

const esc = escapeMailHtml;

const button = (accent: string) =>
  `display: inline-block; padding: 12px 20px; background: ${accent}; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: bold`;

/** A subject stays whole; one beyond this is cut after a word, never in one. */
const SUBJECT_MAX = 150;

/** What became of the mail: sent, no address on the client's card, or the server refused it. */
export type LinkMailResult = 'sent' | 'no_address' | 'failed';

/**
 * The design approval's private link, e-mailed at once when the artist asks (issue 34). It is
 * sent in the request that made the link, while the raw link exists: only its hash is stored,
 * so there is nothing to retry from; a failure is answered in words and the link can be copied.
 */
export function approvalLinkMailer(deps: {
  db: Firestore;
  transport: MailTransport;
  appOrigin: string;
  logger: Logger;
  portalLink?: MailDeps['portalLink'];
}) {
  const records = createStudioRecords(deps.db);
  const delivery = createMailDeliveryRepository(deps.db);
  // Sent in the artist's own request: the wall clock is the request's time.
  const studios = createArtistStudios(deps.db, () => new Date());
  return async (
    uid: string,
    input: { clientId: string; projectTitle: string; path: string; aiAssisted?: boolean },
  ): Promise<LinkMailResult> => {
    const [client, userSnap] = await Promise.all([
      records.client(uid, input.clientId),
      userRef(deps.db, uid).get(),
    ]);
    const to = client?.email;
    if (!to) return 'no_address';
    if (!deps.transport.configured) return 'failed';
    const stored = userSnap.data() ?? {};
    const user = userUnderStudio(stored, await studios.of(uid));
    const email = typeof user.email === 'string' ? user.email : null;
    const displayName = typeof user.displayName === 'string' ? user.displayName : null;
    const place = clientFacingPlaceOf(stored, await studios.of(uid));
    const studio = senderName(place.studioName, displayName, email);
    const address = place.studioAddress;
    const map = mapLinkOf(address);
    // Headed like every client mail: the artist's avatar, name and accent.
    const header = {
      studioName: studio,
      artistName: displayName,
      ...mailIdentityOf(artistIdentityOf(user), deps.appOrigin),
    };
    const link = `${deps.appOrigin}${input.path}`;
    const { portalLink } = await portalLinkFor(deps, uid, input.clientId, new Date());
    const bookings = `Your bookings with ${displayName?.trim() || studio}`;
    const subject = wholeWords(
      `Your design to approve from ${studio}: ${input.projectTitle}`,
      SUBJECT_MAX,
    );
    const lead = `${studio} has your design ready. Please look at it and approve it, or ask for changes.`;
    const closing =
      'The link is only for you and works for 7 days. Reply to this e-mail if you have a question.';
    // Issue 46: the client is told when AI touched the design they are asked to approve.
    const disclosure = input.aiAssisted ? aiDisclosure(displayName?.trim() || studio) : null;
    const rows: [string, string][] = [
      ['What', input.projectTitle],
      ...(disclosure ? ([['Design', disclosure]] as [string, string][]) : []),
      ...(address ? ([['Where', address]] as [string, string][]) : []),
    ];
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
      ...(map ? [`Map: ${map}`] : []),
      '',
      `See and approve your design: ${link}`,
      '',
      ...(portalLink ? [`${bookings}: ${portalLink}`, ''] : []),
      closing,
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
          `<tr><th scope="row" align="left" valign="top" style="padding: 0 1em 4px 0">${label}</th><td>${esc(value)}${label === 'Where' && map ? ` <a href="${esc(map)}">Map</a>` : ''}</td></tr>`,
      ),
      '</table>',
      `<p style="margin: 24px 0"><a href="${esc(link)}" style="${button(accentOf(header))}">See and approve your design</a></p>`,
      ...(portalLink ? [`<p><a href="${esc(portalLink)}">${esc(bookings)}</a></p>`] : []),
      `<p>${esc(closing)}</p>`,
      `<p>${sign.map(esc).join('<br>')}</p>`,
    ]);
    const messageId = `approval-${input.path.split('/').pop()!.slice(0, 16)}`;
    try {
      await deps.transport.send({
        to,
        fromName: studio,
        ...(email ? { replyTo: email } : {}),
        subject,
        text,
        html,
        messageId,
      });
      // A bounce of this mail suppresses the address like any other (no outbox record).
      await delivery.recordSent(uid, messageId, null, to, new Date());
      deps.logger.info('mail.approval_link', { uid });
      return 'sent';
    } catch (err) {
      deps.logger.warn('mail.approval_link_failed', { uid, error: String(err) });
      return 'failed';
    }
  };
}
