import type { FlashShowcase, ShowcaseDesign } from '../flash';
import type { ArtistPage } from './view';

/** Everything the flash page shows: the artist's page's facts and their published flash. */
export interface FlashPage extends FlashShowcase {
  artist: ArtistPage;
}

export const flashPath = (username: string) => `/flash/${encodeURIComponent(username)}`;

/** A design's public copy, served by the page function (its policy loads only its own images). */
export const designImagePath = (username: string, design: Pick<ShowcaseDesign, 'id'>) =>
  `${flashPath(username)}/design/${encodeURIComponent(design.id)}.webp`;

/**
 * Where a design is booked: the app's booking step (size, time, details, the deposit's
 * checkout), which needs script; the flash page itself works without.
 */
export const bookDesignPath = (username: string, design: Pick<ShowcaseDesign, 'id'>) =>
  `/book-flash/${encodeURIComponent(username)}?design=${encodeURIComponent(design.id)}`;
