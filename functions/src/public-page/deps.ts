import type { ObjectStore } from '../adapters/firebase/storage';
import type { PublicImages } from '../adapters/sharp/public-images';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { BookingDesk } from '../booking';
import type { FlashPageBooking, FlashShowcaseReader } from '../flash';
import type { Portfolio } from '../gallery';
import type { Logger } from '../logger';

/** What the artist's public page needs; page-app.ts wires it. */
export interface PageDeps {
  booking: BookingDesk;
  portfolio: Portfolio;
  /** How many flash designs a client could book now (issue 38): the page links to them. */
  bookableFlash: (uid: string) => Promise<number>;
  /** The flash page's designs, open dates and images (issue 49). */
  flashShowcase: FlashShowcaseReader;
  /** The flash page's own booking: open times, the hold and its deposit checkout. */
  flashBooking: FlashPageBooking;
  /** Reference images of a request; the cached link-preview cards. */
  objects: ObjectStore;
  /** Decodes every reference image before it is stored (as the API does). */
  imageOps: ImageOps;
  /** Renders the link-preview card. */
  publicImages: PublicImages;
  /** The app's public origin, for canonical and og: addresses. */
  origin: string;
  clock: () => Date;
  logger: Logger;
}

/** The most work a page shows: four rows of a laptop's grid. */
export const PORTFOLIO_SHOWN = 48;
