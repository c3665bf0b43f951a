import type { NewNotification } from '../notifications';
import type { ArtistOfChange } from './artist-of';
import type { PortalChangesDeps } from './deps';

/** A client's own change as the artist hears of it: in the bell and by one e-mail. */
export interface ClientChangeNews {
  /** Names the change once: the bell's id and the mail's Message-ID. */
  key: string;
  title: string;
  /** What, when, and the policy applied. */
  lines: string[];
}

export function bellNotice(news: ClientChangeNews): NewNotification {
  return {
    kind: 'client_change',
    title: news.title,
    body: news.lines.join(' '),
    link: '/calendar',
  };
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The artist's e-mail of a client's change, sent once after the change committed (a change
 * commits once, so its news goes once). A mail problem is logged, never a failed change: the
 * bell already rang in the change's own transaction.
 */
export async function mailArtist(
  deps: Pick<PortalChangesDeps, 'mail' | 'logger' | 'appOrigin'>,
  uid: string,
  artist: ArtistOfChange,
  news: ClientChangeNews,
): Promise<void> {
  if (!artist.email || !deps.mail.configured) return;
  const link = `${deps.appOrigin}/calendar`;
  try {
    await deps.mail.send({
      to: artist.email,
      fromName: 'InkForge',
      subject: news.title,
      text: [...news.lines, '', `Your calendar: ${link}`].join('\n'),
      html: [
        '<!doctype html><html><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escape(news.title)}</title></head><body>`,
        ...news.lines.map((l) => `<p>${escape(l)}</p>`),
        `<p><a href="${escape(link)}">Open your calendar</a></p>`,
        '</body></html>',
      ].join(''),
      messageId: news.key,
    });
  } catch (err) {
    deps.logger.error('portal.artist_mail_failed', { uid, key: news.key, error: String(err) });
  }
}
