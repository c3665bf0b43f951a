import type { PageDeps } from './deps';
import type { FlashPage } from './flash-view';
import { loadArtistPage } from './load-artist-page';

/** An open page's artist and published flash; BOOKING_NOT_FOUND for unknown or closed. */
export async function loadFlashPage(deps: PageDeps, username: string): Promise<FlashPage> {
  const artist = await loadArtistPage(deps, username);
  const { uid, timezone, workingHours, format } = artist.artist;
  const showcase = await deps.flashShowcase.read(
    { uid, timezone, workingHours, currency: format.currency },
    deps.clock(),
  );
  return { artist, ...showcase };
}
