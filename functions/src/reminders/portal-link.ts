import type { MailDeps } from './deps';

/**
 * The "Your bookings with {artist}" link of a client mail, as an absolute address (issue 49).
 * A link that cannot be made leaves the mail without it rather than holding the mail back.
 */
export async function portalLinkFor(
  deps: Pick<MailDeps, 'portalLink' | 'appOrigin' | 'logger'>,
  uid: string,
  clientId: string,
  now: Date,
): Promise<{ portalLink?: string }> {
  if (!deps.portalLink) return {};
  try {
    return { portalLink: `${deps.appOrigin}${await deps.portalLink(uid, clientId, now)}` };
  } catch (err) {
    deps.logger.warn('mail.portal_link_failed', { uid, error: String(err) });
    return {};
  }
}
