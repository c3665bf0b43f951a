import type { PortfolioItem } from '../gallery';
import { esc, html } from './html';

/** Tiles load eagerly only in the first screenful; the rest as the client scrolls. */
const EAGER_TILES = 4;

/**
 * The first tiles are the page's largest paint on a phone: fetched first and drawn at once; the
 * rest wait for the scroll and decode off the main thread.
 */
function loadingOf(index: number): string {
  if (index < 2) return ' fetchpriority="high"';
  return index < EAGER_TILES ? '' : ' loading="lazy" decoding="async"';
}

function srcset(base: string, item: PortfolioItem): string {
  return item.files.map((f) => `${base}/work/${f.file} ${f.width}w`).join(', ');
}

function altOf(item: PortfolioItem, name: string, index: number): string {
  return item.caption ?? `Tattoo by ${name}, piece ${index + 1}`;
}

/** The item's style tags as text ("Fine line · Blackwork"); null without any. */
function tagsOf(item: PortfolioItem): string | null {
  return item.tags.length ? item.tags.join(' · ') : null;
}

/**
 * The public work as a grid; each tile opens a full-size view by its #fragment (CSS :target),
 * so the lightbox needs no script and the back button closes it.
 */
export function renderPortfolio(items: PortfolioItem[], name: string, base: string): string {
  if (items.length === 0) return '';
  const tiles = items.map((item, i) => {
    const smallest = item.files[0]!;
    const alt = esc(altOf(item, name, i));
    return html(
      '<li><figure style="margin:0">',
      `<a href="#work-${esc(item.id)}">`,
      `<img src="${base}/work/${esc(smallest.file)}" srcset="${esc(srcset(base, item))}"`,
      ` sizes="(min-width: 700px) 232px, 46vw" width="${item.width}" height="${item.height}"`,
      ` alt="${alt}"${loadingOf(i)}></a>`,
      (item.caption || tagsOf(item)) &&
        html(
          '<figcaption>',
          item.caption && esc(item.caption),
          tagsOf(item) && `<span class="work-tags">${esc(tagsOf(item)!)}</span>`,
          '</figcaption>',
        ),
      '</figure></li>',
    );
  });
  const boxes = items.map((item, i) => {
    const largest = item.files.at(-1)!;
    return html(
      `<div class="lb" id="work-${esc(item.id)}" role="group" aria-label="${esc(altOf(item, name, i))}">`,
      `<img src="${base}/work/${esc(largest.file)}" srcset="${esc(srcset(base, item))}" sizes="100vw"`,
      ` width="${item.width}" height="${item.height}" alt="${esc(altOf(item, name, i))}" loading="lazy">`,
      item.caption && `<p>${esc(item.caption)}</p>`,
      tagsOf(item) && `<p class="work-tags">${esc(tagsOf(item)!)}</p>`,
      '<a href="#portfolio">Close</a>',
      '</div>',
    );
  });
  return html(
    '<section id="portfolio" aria-labelledby="portfolio-heading">',
    '<h2 id="portfolio-heading">Portfolio</h2>',
    `<ul class="grid">${tiles.join('')}</ul>`,
    boxes.join(''),
    '</section>',
  );
}
