import {
  artistIdentityOf,
  reminderSettingsOf,
  senderName,
  userUnderStudio,
} from '@inkforge/domain';
import { userRef } from '../adapters/firebase/documents';
import { createStudioRecords } from '../clients';
import { createArtistStudios } from '../studios';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { Logger } from '../logger';
import { createMailDeliveryRepository } from './mail-delivery.repository';
import { accentOf, mailHeaderHtml, mailHeaderText, mailIdentityOf } from './mail-header';

const esc = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const button = (accent: string) =>
  `display: inline-block; padding: 12px 20px; background: ${accent}; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: bold`;

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
}) {
  const records = createStudioRecords(deps.db);
  const delivery = createMailDeliveryRepository(deps.db);
  // Sent in the artist's own request: the wall clock is the request's time.
  const studios = createArtistStudios(deps.db, () => new Date());
  return async (
    uid: string,
    input: { clientId: string; projectTitle: string; path: string },
  ): Promise<LinkMailResult> => {
    const [client, userSnap] = await Promise.all([
      records.client(uid, input.clientId),
      userRef(deps.db, uid).get(),
    ]);
    const to = client?.email;
    if (!to) return 'no_address';
    if (!deps.transport.configured) return 'failed';
    const user = userUnderStudio(userSnap.data() ?? {}, await studios.of(uid));
    const email = typeof user.email === 'string' ? user.email : null;
    const displayName = typeof user.displayName === 'string' ? user.displayName : null;
    const studio = senderName(
      reminderSettingsOf(user.reminderSettings).studioName,
      displayName,
      email,
    );
    // Headed like every client mail: the artist's avatar, name and accent.
    const header = {
      studioName: studio,
      artistName: displayName,
      ...mailIdentityOf(artistIdentityOf(user), deps.appOrigin),
    };
    const link = `${deps.appOrigin}${input.path}`;
    const lead = `${studio} has your design ready. Please look at it and approve it, or ask for changes.`;
    const sign = [
      studio,
      ...(displayName && displayName !== studio ? [displayName] : []),
      ...(email ? [email] : []),
    ];
    const text = [
      mailHeaderText(header),
      '',
      'Hello,',
      '',
      lead,
      '',
      `See and approve your design: ${link}`,
      '',
      'The link is only for you and works for 7 days. Reply to this e-mail if you have a question.',
      '',
      ...sign,
    ].join('\n');
    const html = [
      '<div style="max-width: 480px; margin: 0 auto; font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #111111">',
      mailHeaderHtml(header),
      '<p>Hello,</p>',
      `<p>${esc(lead)}</p>`,
      `<p><a href="${esc(link)}" style="${button(accentOf(header))}">See and approve your design</a></p>`,
      '<p>The link is only for you and works for 7 days. Reply to this e-mail if you have a question.</p>',
      `<p>${sign.map(esc).join('<br>')}</p>`,
      '</div>',
    ].join('\n');
    const messageId = `approval-${input.path.split('/').pop()!.slice(0, 16)}`;
    try {
      await deps.transport.send({
        to,
        fromName: studio,
        ...(email ? { replyTo: email } : {}),
        subject: `Your design to approve from ${studio}: ${input.projectTitle}`,
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
