import type { PublicImage } from './gallery.repository';

/** Widths of a public rendition: a phone's grid tile, a tablet's, a lightbox on a laptop. */
export const PORTFOLIO_WIDTHS = [320, 640, 1280] as const;

/** Everything public of an artist lives under their own prefix, so deleting it removes it. */
export const portfolioPrefix = (uid: string) => `users/${uid}/public/portfolio/`;

/** A rendition's file name: the item, its source's content and its width. */
export const renditionFile = (itemId: string, hash: string, width: number) =>
  `${itemId}-${hash}-${width}.webp`;

/** What a page's image URL may name: nothing but a rendition's shape. */
export const RENDITION_FILE = /^[A-Za-z0-9_-]{1,128}-[0-9a-f]{16}-\d{2,4}\.webp$/;

export const renditionPaths = (uid: string, itemId: string, image: PublicImage) =>
  image.widths.map((w) => portfolioPrefix(uid) + renditionFile(itemId, image.hash, w));
