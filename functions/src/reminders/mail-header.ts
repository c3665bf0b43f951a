import { HEX_COLOR, type ArtistIdentity } from '@inkforge/domain';

/** Who a mail comes from, as the top of the client's pages shows it. */
export interface MailHeaderFacts {
  studioName: string;
  artistName?: string | null;
  /** The avatar's absolute address (a mail has no origin of its own), or none. */
  avatarUrl?: string | null;
  /** The artist's accent (checked for contrast when saved): the rule and the button. */
  accentColor?: string | null;
}

/** A mail is read away from the app: the avatar's address is absolute. */
export const mailIdentityOf = ({ avatarUrl, accentColor }: ArtistIdentity, origin: string) => ({
  avatarUrl: avatarUrl ? origin.replace(/\/$/, '') + avatarUrl : null,
  accentColor,
});

/** The mail's button and rule colour: the artist's accent, else near-black. */
export const accentOf = (facts: MailHeaderFacts) =>
  facts.accentColor && HEX_COLOR.test(facts.accentColor) ? facts.accentColor : '#111111';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The artist's name, with the studio's when it differs. */
function names(facts: MailHeaderFacts): [string, string | null] {
  const artist = facts.artistName?.trim();
  return artist && artist !== facts.studioName
    ? [artist, facts.studioName]
    : [facts.studioName, null];
}

/** The plain-text part's first line names the artist. */
export function mailHeaderText(facts: MailHeaderFacts): string {
  return names(facts).filter(Boolean).join(' · ');
}

/** The HTML part's header: avatar (48 px, the name as its alt), name and studio, accent rule. */
export function mailHeaderHtml(facts: MailHeaderFacts): string {
  const [name, studio] = names(facts);
  const avatar = facts.avatarUrl
    ? `<td style="padding: 0 12px 0 0; width: 48px"><img src="${escapeHtml(facts.avatarUrl)}" width="48" height="48" alt="${escapeHtml(name)}" style="display: block; border-radius: 50%"></td>`
    : '';
  return [
    `<table role="presentation" style="border-collapse: collapse; width: 100%; border-bottom: 3px solid ${accentOf(facts)}; margin-bottom: 16px">`,
    `<tr>${avatar}<td style="padding: 0 0 12px 0" valign="middle">`,
    `<strong style="font-size: 18px">${escapeHtml(name)}</strong>`,
    ...(studio ? [`<br><span style="color: #57534e">${escapeHtml(studio)}</span>`] : []),
    '</td></tr></table>',
  ].join('');
}
