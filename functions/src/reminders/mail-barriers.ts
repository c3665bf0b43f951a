import { randomBytes } from 'node:crypto';
import { unsubscribeClassOf, type MailKind, type MailReason } from '@inkforge/domain';
import type { MailDeps } from './deps';

/**
 * Why this mail must not go to this address, or null: the address bounced or complained and
 * the artist has not cleared it, or the client stopped this class of mail with one click.
 */
export async function barredReason(
  deps: MailDeps,
  uid: string,
  kind: MailKind,
  clientId: string,
  to: string,
): Promise<MailReason | null> {
  if (await deps.delivery.suppression(uid, to)) return 'ADDRESS_SUPPRESSED';
  const mailClass = unsubscribeClassOf(kind);
  if (mailClass && (await deps.delivery.optedOut(uid, clientId, mailClass))) return 'UNSUBSCRIBED';
  return null;
}

/** The one-click unsubscribe link's path; the token is the only key (RFC 8058). */
const unsubscribePath = (token: string) => `/api/public/unsubscribe/${token}`;

/**
 * The headers of a mail the client can stop (RFC 2369 and RFC 8058, as Google's and Yahoo's
 * sender rules ask): an https link with an unguessable token, and the one-click POST marker.
 * Null for a transactional mail.
 */
export async function unsubscribeHeaders(
  deps: MailDeps,
  uid: string,
  kind: MailKind,
  clientId: string,
  now: Date,
): Promise<Record<string, string> | null> {
  const mailClass = unsubscribeClassOf(kind);
  if (!mailClass) return null;
  const token = randomBytes(32).toString('base64url');
  await deps.delivery.saveUnsubscribeLink(token, { uid, clientId, mailClass }, now);
  return {
    'List-Unsubscribe': `<${deps.appOrigin}${unsubscribePath(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
