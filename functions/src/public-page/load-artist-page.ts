import { createHash } from 'node:crypto';
import { openArtist } from '../booking';
import type { PageDeps } from './deps';
import { PORTFOLIO_SHOWN } from './deps';
import { nameOf, pagePath, type ArtistPage } from './view';

/** The pieces of work on the link-preview card. */
export const CARD_IMAGES = 4;

/** What the card shows, in a name: it changes whenever the card would. */
function cardKey(page: Omit<ArtistPage, 'cardPath'>): string {
  const shown = page.portfolio.slice(0, CARD_IMAGES).map((item) => item.files[0]?.file ?? '');
  return createHash('sha256')
    .update(
      JSON.stringify([
        page.name,
        page.artist.profile.city,
        page.artist.profile.studioName,
        page.artist.avatarHash,
        shown,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
}

/** An open page's artist and public work; BOOKING_NOT_FOUND for unknown or closed. */
export async function loadArtistPage(deps: PageDeps, username: string): Promise<ArtistPage> {
  const artist = await openArtist(deps, username);
  const [portfolio, flashCount] = await Promise.all([
    deps.portfolio.list(artist.uid, PORTFOLIO_SHOWN),
    deps.bookableFlash(artist.uid),
  ]);
  const page = { origin: deps.origin, artist, name: nameOf(artist), portfolio, flashCount };
  return { ...page, cardPath: `${pagePath(artist.username)}/card/${cardKey(page)}.jpg` };
}
