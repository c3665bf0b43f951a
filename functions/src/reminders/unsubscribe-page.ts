import { artistIdentityOf, senderName, type UnsubscribeClass } from '@inkforge/domain';
import { accentOf } from './mail-header';

/** What each class of mail is called on the page, as the client knows it. */
const CLASS_WORDS: Record<UnsubscribeClass, string> = {
  reminders: 'appointment reminders',
  aftercare: 'aftercare notes',
  healed_photo: 'requests for a photo of your healed tattoo',
};

const esc = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1917;background:#fafaf9}',
  'main{max-width:640px;margin:0 auto;padding:24px 16px}',
  'header{display:flex;gap:12px;align-items:center;padding-bottom:12px;margin-bottom:16px}',
  'header img{border-radius:50%}',
  'h1{font-size:1.5rem;margin:0 0 12px}',
  'button{font:inherit;font-weight:600;color:#fff;border:0;border-radius:6px;padding:12px 20px;min-height:48px;width:100%}',
  '@media(min-width:700px){button{width:auto}}',
].join('');

/** The artist as the client's mail showed them: avatar, name, accent rule. */
export interface UnsubscribeArtist {
  name: string;
  avatarUrl: string | null;
  accent: string;
}

export function unsubscribeArtistOf(user: Record<string, unknown>): UnsubscribeArtist {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const identity = artistIdentityOf(user);
  return {
    // The one studio identity, as userUnderStudio put it (issue 49), even with no reminder
    // settings saved (their parser would answer the defaults).
    name: senderName(
      str((user.reminderSettings as Record<string, unknown> | undefined)?.studioName),
      str(user.displayName),
      str(user.email),
    ),
    avatarUrl: identity.avatarUrl,
    accent: accentOf({ studioName: '', accentColor: identity.accentColor }),
  };
}

function documentOf(title: string, artist: UnsubscribeArtist | null, body: string): string {
  const header = artist
    ? `<header style="border-bottom:3px solid ${artist.accent}">${
        artist.avatarUrl
          ? `<img src="${esc(artist.avatarUrl)}" width="48" height="48" alt="${esc(artist.name)}">`
          : ''
      }<strong style="font-size:1.125rem">${esc(artist.name)}</strong></header>`
    : '';
  const button = artist ? `button{background:${artist.accent}}` : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${esc(title)} · InkForge</title>`,
    `<style>${STYLE}${button}</style></head>`,
    `<body><main>${header}${body}</main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * The link opened in a browser: what it would stop, and a plain form to confirm. Opening it
 * changes nothing (mail scanners fetch links); only the button's POST does.
 */
export function renderUnsubscribeAsk(
  artist: UnsubscribeArtist,
  mailClass: UnsubscribeClass,
  action: string,
): string {
  const what = `${CLASS_WORDS[mailClass]} from ${artist.name}`;
  return documentOf(
    'Stop these e-mails?',
    artist,
    [
      '<h1>Stop these e-mails?</h1>',
      `<p>You will stop getting ${esc(what)}. Mail about your bookings themselves (confirmations, changes) still comes.</p>`,
      `<form method="post" action="${esc(action)}"><button type="submit">Stop ${esc(CLASS_WORDS[mailClass])}</button></form>`,
    ].join(''),
  );
}

export function renderUnsubscribed(artist: UnsubscribeArtist, mailClass: UnsubscribeClass): string {
  return documentOf(
    'Unsubscribed',
    artist,
    `<h1>Unsubscribed</h1><p>You will no longer get ${esc(CLASS_WORDS[mailClass])} from ${esc(artist.name)}.</p>`,
  );
}

export function renderUnsubscribeGone(message: string): string {
  return documentOf(
    'Link not valid',
    null,
    `<h1>This link does not work</h1><p>${esc(message)}</p>`,
  );
}
