import { formatMoney } from '@inkforge/domain';
import { esc, scriptJson } from './html';
import { pageStyle } from './page-styles';
import { designImagePath, flashPath, type FlashPage } from './flash-view';
import { dayInWords } from './flash-words';
import { pagePath } from './view';

const bookable = (page: FlashPage) => page.designs.filter((d) => d.remaining !== 0);

/** The lowest price of anything bookable, in the artist's currency; null with nothing. */
function fromPrice(page: FlashPage): string | null {
  const prices = bookable(page).flatMap((d) => d.variants.map((v) => ({ c: v.priceCents, d })));
  const lowest = prices.sort((a, b) => a.c - b.c)[0];
  return lowest ? formatMoney(lowest.c, lowest.d.currency, page.artist.artist.format.locale) : null;
}

function descriptionOf(page: FlashPage): string {
  const { name } = page.artist;
  const count = bookable(page).length;
  const price = fromPrice(page);
  const next = page.flashDays[0];
  const text = [
    count === 0
      ? `Flash by ${name}: nothing to book right now.`
      : `${count === 1 ? 'One flash design' : `${count} flash designs`} by ${name}${price ? `, from ${price}` : ''}.`,
    next && `Next ${dayInWords(next, true, page.artist.artist.format.locale)}.`,
    count > 0 && 'Pick a design, a size and an open time, and pay the deposit to book.',
  ]
    .filter(Boolean)
    .join(' ');
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** The preview's image: the first bookable design's public copy, else the artist's card. */
function imageOf(page: FlashPage): { url: string; alt: string; square: boolean } {
  const { origin, artist, cardPath, name } = page.artist;
  const design = bookable(page).find((d) => d.hasImage) ?? page.designs.find((d) => d.hasImage);
  return design
    ? {
        url: origin + designImagePath(artist.username, design),
        alt: `${design.title}, flash by ${name}`,
        square: true,
      }
    : { url: origin + cardPath, alt: `Work by ${name}`, square: false };
}

const priceText = (cents: number) => (cents / 100).toFixed(2);

/** schema.org: the flash as an OfferCatalog of the artist's TattooParlor, one Offer a design. */
function structuredData(page: FlashPage, url: string, description: string) {
  const { origin, artist, name } = page.artist;
  const { profile } = artist;
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: `Flash by ${name}`,
    url,
    description,
    provider: {
      '@type': 'TattooParlor',
      name: profile.studioName ?? name,
      url: origin + pagePath(artist.username),
      ...(profile.address || profile.city
        ? {
            address: {
              '@type': 'PostalAddress',
              ...(profile.address ? { streetAddress: profile.address } : {}),
              ...(profile.city ? { addressLocality: profile.city } : {}),
            },
          }
        : {}),
    },
    itemListElement: page.designs.map((d) => {
      const prices = d.variants.map((v) => v.priceCents);
      return {
        '@type': 'Offer',
        name: d.title,
        url: `${url}#flash-${d.id}`,
        priceCurrency: d.currency,
        ...(prices.length === 1
          ? { price: priceText(prices[0]!) }
          : {
              priceSpecification: {
                '@type': 'PriceSpecification',
                minPrice: priceText(Math.min(...prices)),
                maxPrice: priceText(Math.max(...prices)),
                priceCurrency: d.currency,
              },
            }),
        availability:
          d.remaining === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        ...(d.hasImage ? { image: origin + designImagePath(artist.username, d) } : {}),
        itemOffered: {
          '@type': 'Service',
          name: `${d.title} (flash tattoo)`,
          ...(d.description ? { description: d.description } : {}),
        },
      };
    }),
  };
}

/** The flash page's <head>: "Flash by {artist}", canonical, Open Graph, Twitter and JSON-LD. */
export function renderFlashHead(page: FlashPage): string {
  const { artist, name } = page.artist;
  const title = `Flash by ${name}`;
  const description = descriptionOf(page);
  const url = page.artist.origin + flashPath(artist.username);
  const image = imageOf(page);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${esc(value)}">`;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${esc(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${esc(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    // Public copies are at most 1280 px a side; the card is 1200 × 630.
    !image.square && meta('property', 'og:image:width', '1200'),
    !image.square && meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', image.square ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    `<script type="application/ld+json">${scriptJson(structuredData(page, url, description))}</script>`,
    pageStyle(artist.profile.accentColor),
  ]
    .filter(Boolean)
    .join('\n');
}
