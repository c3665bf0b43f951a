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

/** A design's booking step: size, time and details as a plain form (no script needed). */
export const bookStepPath = (username: string, design: Pick<ShowcaseDesign, 'id'>) =>
  `${flashPath(username)}/book/${encodeURIComponent(design.id)}`;
