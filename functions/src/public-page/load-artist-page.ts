import { openArtist } from '../booking';
import { cardFacts, cardKey } from './card-facts';
import type { PageDeps } from './deps';
import { PORTFOLIO_SHOWN } from './deps';
import { nameOf, pagePath, type ArtistPage } from './view';

/** An open page's artist and public work; BOOKING_NOT_FOUND for unknown or closed. */
export async function loadArtistPage(deps: PageDeps, username: string): Promise<ArtistPage> {
  const artist = await openArtist(deps, username);
  const [portfolio, flashCount] = await Promise.all([
    deps.portfolio.list(artist.uid, PORTFOLIO_SHOWN),
    deps.bookableFlash(artist.uid),
  ]);
  const page = { origin: deps.origin, artist, name: nameOf(artist), portfolio, flashCount };
  return { ...page, cardPath: `${pagePath(artist.username)}/card/${cardKey(cardFacts(page))}.jpg` };
}
