import { esc, scriptJson } from './html';
import { openingHoursOf } from './opening-hours';
import { pageStyle } from './page-styles';
import { pagePath, type ArtistPage } from './view';

/** Where the artist works, in words: "Studio, City". */
function placeOf({ artist }: ArtistPage): string {
  const { profile } = artist;
  return [profile.studioName ?? artist.studioName, profile.city].filter(Boolean).join(', ');
}

function descriptionOf(page: ArtistPage): string {
  const place = placeOf(page);
  const styles = page.artist.settings.styles.slice(0, 4).join(', ');
  const text = [
    `Book a tattoo with ${page.name}${place ? ` (${place})` : ''}.`,
    styles && `Styles: ${styles}.`,
    page.portfolio.length > 0 && `See ${page.portfolio.length} pieces of work and send a request.`,
  ]
    .filter(Boolean)
    .join(' ');
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** JSON-LD's first pieces of work as images, with their caption and style tags. */
const LD_IMAGES = 8;

function workImages(page: ArtistPage, url: string): Record<string, unknown>[] {
  return page.portfolio.slice(0, LD_IMAGES).map((item) => ({
    '@type': 'ImageObject',
    contentUrl: `${url}/work/${item.files.at(-1)!.file}`,
    width: item.width,
    height: item.height,
    ...(item.caption ? { caption: item.caption } : {}),
    ...(item.tags.length ? { keywords: item.tags.join(', ') } : {}),
  }));
}

/** schema.org: a tattoo parlour (a LocalBusiness) named for the artist, its links and hours. */
function structuredData(page: ArtistPage): Record<string, unknown> {
  const { profile } = page.artist;
  const url = page.origin + pagePath(page.artist.username);
  const openingHours = openingHoursOf(page.artist.workingHours);
  const sameAs = [
    profile.instagram && `https://www.instagram.com/${profile.instagram}`,
    profile.website,
  ].filter(Boolean);
  const address =
    profile.address || profile.city
      ? {
          '@type': 'PostalAddress',
          ...(profile.address ? { streetAddress: profile.address } : {}),
          ...(profile.city ? { addressLocality: profile.city } : {}),
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'TattooParlor',
    name: profile.studioName ?? page.name,
    url,
    image: [page.origin + page.cardPath, ...workImages(page, url)],
    description: descriptionOf(page),
    ...(profile.studioName && profile.studioName !== page.name
      ? { employee: { '@type': 'Person', name: page.name } }
      : {}),
    ...(address ? { address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(profile.languages.length ? { knowsLanguage: profile.languages } : {}),
    ...(openingHours.length ? { openingHoursSpecification: openingHours } : {}),
  };
}

/** The <head>: per-artist title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function renderHead(page: ArtistPage, titlePrefix = ''): string {
  const place = placeOf(page);
  const title = `${titlePrefix}${page.name} · Tattoo artist${place ? `, ${place}` : ''}`;
  const description = descriptionOf(page);
  const url = page.origin + pagePath(page.artist.username);
  const image = page.origin + page.cardPath;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${esc(value)}">`;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${esc(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${esc(url)}">`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:title', `${page.name} · Tattoo artist`),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `Work by ${page.name}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', `${page.name} · Tattoo artist`),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptJson(structuredData(page))}</script>`,
    pageStyle(page.artist.profile.accentColor),
  ].join('\n');
}
