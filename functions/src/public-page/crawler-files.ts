import type { OpenPage } from '../booking';
import { esc } from './html';
import { pagePath } from './view';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX = 50_000;

/** `/sitemap.xml`: every open artist's page, with the day it last changed when known. */
export function renderSitemap(origin: string, pages: OpenPage[]): string {
  const urls = pages.map((page) => {
    const lastmod = page.updatedAt
      ? `<lastmod>${page.updatedAt.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${esc(origin + pagePath(page.username))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
