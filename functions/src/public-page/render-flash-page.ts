import { formatMoney } from '@inkforge/domain';
import type { ShowcaseDesign } from '../flash';
import { esc, html } from './html';
import { bookStepPath, designImagePath, type FlashPage } from './flash-view';
import { copiesInWords, dayInWords, durationInWords, startsInWords } from './flash-words';
import { renderFlashHead } from './render-flash-head';
import { documentOf, renderHeader } from './render-page';
import { pagePath } from './view';

/** Days other than flash days a design lists before "and N more": a phone's screenful. */
const OTHER_DAYS_SHOWN = 5;

function renderFlashDays(page: FlashPage): string {
  if (page.flashDays.length === 0) return '';
  const { locale } = page.artist.artist.format;
  return html(
    '<section aria-labelledby="flash-days-heading" class="card">',
    '<h2 id="flash-days-heading">Flash days</h2>',
    `<p>Days kept for flash: walk in with a design from below, or book its time ahead.</p>`,
    `<ul>${page.flashDays.map((d) => `<li><strong>${esc(dayInWords(d, true, locale))}</strong></li>`).join('')}</ul>`,
    '</section>',
  );
}

function renderOpenDates(page: FlashPage, design: ShowcaseDesign): string {
  const { locale } = page.artist.artist.format;
  const zone = page.artist.artist.timezone;
  if (design.remaining === 0) return '';
  if (design.days.length === 0) {
    return '<p>No open times in the next four weeks: ask the artist, or look again soon.</p>';
  }
  const flash = design.days.filter((d) => d.flashDay);
  const others = design.days.filter((d) => !d.flashDay);
  const line = (day: (typeof design.days)[number]) =>
    `<li>${day.flashDay ? `<strong>${esc(dayInWords(day.day, true, locale))}</strong>` : esc(dayInWords(day.day, false, locale))}: ${esc(startsInWords(day, zone, locale))}</li>`;
  const more = others.length - OTHER_DAYS_SHOWN;
  return html(
    `<h4>Open dates</h4>`,
    `<ul class="days">`,
    ...flash.map(line),
    ...others.slice(0, OTHER_DAYS_SHOWN).map(line),
    more > 0 &&
      `<li>and ${more === 1 ? 'one more day' : `${more} more days`} in the next four weeks</li>`,
    '</ul>',
    `<p class="hint">Times are the studio's (${esc(zone)}), for the smallest size; a larger size can have fewer.</p>`,
  );
}

function renderDesign(page: FlashPage, design: ShowcaseDesign, index: number): string {
  const { artist, name } = page.artist;
  const { locale } = artist.format;
  const id = `flash-${design.id}`;
  const sizes = design.variants.map(
    (v) =>
      `<li>${esc(`${v.sizeCm} cm`)}: <strong>${esc(formatMoney(v.priceCents, design.currency, locale))}</strong>, about ${esc(durationInWords(v.duration))}</li>`,
  );
  return html(
    `<li class="card design" id="${esc(id)}"><article aria-labelledby="${esc(id)}-title">`,
    design.hasImage &&
      `<img src="${esc(designImagePath(artist.username, design))}" alt="${esc(`${design.title}: flash design by ${name}`)}" width="640" height="640"${index < 2 ? '' : ' loading="lazy" decoding="async"'}>`,
    `<h3 id="${esc(id)}-title">${esc(design.title)}</h3>`,
    design.description && `<p>${esc(design.description)}</p>`,
    design.tags.length > 0 &&
      `<ul class="tags" aria-label="Styles">${design.tags.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>`,
    `<p class="copies">${esc(copiesInWords(design))}</p>`,
    `<h4>Sizes and prices</h4><ul>${sizes.join('')}</ul>`,
    renderOpenDates(page, design),
    design.remaining !== 0 &&
      `<p><a class="book" href="${esc(bookStepPath(artist.username, design))}">Book ${esc(design.title)}</a></p>`,
    '</article></li>',
  );
}

/** Back from the deposit's checkout: booked, or paid and waiting for Stripe's word. */
function renderReturned(name: string, returned: 'booked' | 'paying'): string {
  const text =
    returned === 'booked'
      ? `Thank you. ${name} has received your deposit and your time is booked. The confirmation is on its way to your e-mail.`
      : `Thank you. Your payment is being confirmed; your time stays held meanwhile, and the confirmation comes by e-mail.`;
  return html(
    '<section class="card" role="status" aria-labelledby="returned-heading">',
    `<h2 id="returned-heading">${returned === 'booked' ? 'Booked' : 'Payment being confirmed'}</h2>`,
    `<p>${esc(text)}</p>`,
    '</section>',
  );
}

const FLASH_CSS =
  '<style>.designs{list-style:none;padding:0;margin:0;display:grid;gap:16px}@media(min-width:700px){.designs{grid-template-columns:repeat(2,1fr)}}.design img{width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:#e7e5e4;border-radius:6px;display:block}.design h3{margin:12px 0 4px;font-size:1.15rem}.design h4{margin:12px 0 4px;font-size:1rem}.design ul{margin:4px 0;padding-left:20px}.design .tags{padding:0}.copies{font-weight:600;margin:4px 0}.book{display:inline-block;font-weight:600;background:var(--button);color:#fff;border-radius:6px;padding:12px 20px;min-height:48px;text-decoration:none}</style>';

/**
 * /flash/{username}: the artist's flash as HTML (issue 49), the artist's page's sibling: the same
 * header, flash days first, each design with its sizes, prices and open dates in words.
 */
export function renderFlashPage(
  page: FlashPage,
  returned: 'booked' | 'paying' | null = null,
): string {
  const { artist, name } = page.artist;
  const designs = page.designs;
  return documentOf(
    renderFlashHead(page) + '\n' + FLASH_CSS,
    html(
      renderHeader(page.artist),
      returned && renderReturned(name, returned),
      renderFlashDays(page),
      '<section aria-labelledby="flash-heading">',
      `<h2 id="flash-heading">Flash by ${esc(name)}</h2>`,
      designs.length === 0
        ? `<p>${esc(name)} has no flash to book right now.</p>`
        : html(
            `<p>Ready-drawn designs at set prices. Pick one, then a size and an open time, and pay the deposit to book it.</p>`,
            `<ul class="designs">${designs.map((d, i) => renderDesign(page, d, i)).join('')}</ul>`,
          ),
      '</section>',
      `<p><a href="${esc(pagePath(artist.username))}">See ${esc(name)}'s work and send a request</a></p>`,
    ),
  );
}
