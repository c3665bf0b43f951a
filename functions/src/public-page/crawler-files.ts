import type { OpenPage } from '../booking';
import { esc } from './html';
import { flashPath } from './flash-view';
import { pagePath } from './view';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX = 50_000;

/** Artists whose flash is counted at once while the sitemap is made. */
const FLASH_COUNTS_AT_ONCE = 20;

/**
 * The open pages whose artist has flash a client could book now: their `/flash/{username}`
 * joins the sitemap. One small read an artist, a few at a time (no collection-group query).
 */
export async function pagesWithFlash(
  pages: OpenPage[],
  bookableFlash: (uid: string) => Promise<number>,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < pages.length; i += FLASH_COUNTS_AT_ONCE) {
    const batch = pages.slice(i, i + FLASH_COUNTS_AT_ONCE);
    const counts = await Promise.all(batch.map((p) => bookableFlash(p.uid)));
    batch.forEach((p, j) => counts[j]! > 0 && found.add(p.uid));
  }
  return found;
}

/**
 * `/sitemap.xml`: every open artist's page, with the day it last changed when known, and the
 * flash page of those with flash to book.
 */
export function renderSitemap(
  origin: string,
  pages: OpenPage[],
  withFlash: ReadonlySet<string> = new Set(),
): string {
  const urls = pages.flatMap((page) => {
    const lastmod = page.updatedAt
      ? `<lastmod>${page.updatedAt.toISOString().slice(0, 10)}</lastmod>`
      : '';
    const url = (path: string) => `<url><loc>${esc(origin + path)}</loc>${lastmod}</url>`;
    return [
      url(pagePath(page.username)),
      ...(withFlash.has(page.uid) ? [url(flashPath(page.username))] : []),
    ];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
