import type { WorkingHours } from '@inkforge/domain';
import { esc, openingHoursOf, pageStyle, scriptJson } from '../public-page';
import type { StudioPage } from './load-studio-page';

const SCHEMA_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** schema.org `openingHours` text: "Mo,Tu,We 10:00-18:00". */
function openingHoursText(hours: WorkingHours | null): string[] {
  if (!hours || hours.days.length === 0) return [];
  const days = hours.days.flatMap((d) => SCHEMA_DAYS[d] ?? []).join(',');
  return [`${days} ${hours.start}-${hours.end}`];
}

/** The hours as a person reads them: "Mon, Tue, Wed 10:00–18:00". */
export function hoursInWords(hours: WorkingHours | null): string | null {
  if (!hours || hours.days.length === 0) return null;
  const days = hours.days.flatMap((d) => DAY_NAMES[d] ?? []).join(', ');
  return `${days} ${hours.start}–${hours.end}`;
}

function descriptionOf(page: StudioPage): string {
  const names = page.artists.map((a) => a.name);
  const text = [
    `Book a tattoo at ${page.name}${page.address ? ` (${page.address})` : ''}.`,
    names.length > 0 && `Artists: ${names.join(', ')}.`,
    page.styles.length > 0 && `Styles: ${page.styles.slice(0, 6).join(', ')}.`,
  ]
    .filter(Boolean)
    .join(' ');
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** schema.org: the parlour, its address and hours, and each artist as an employee with a page. */
function structuredData(page: StudioPage, origin: string): Record<string, unknown> {
  const hours = openingHoursText(page.openingHours);
  const specification = openingHoursOf(page.openingHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'TattooParlor',
    name: page.name,
    url: origin + page.pagePath,
    description: descriptionOf(page),
    ...(page.address ? { address: { '@type': 'PostalAddress', streetAddress: page.address } } : {}),
    ...(hours.length ? { openingHours: hours } : {}),
    ...(specification.length ? { openingHoursSpecification: specification } : {}),
    employee: page.artists.map((artist) => ({
      '@type': 'Person',
      name: artist.name,
      ...(artist.pagePath ? { url: origin + artist.pagePath } : {}),
      ...(artist.styles.length ? { knowsAbout: artist.styles } : {}),
    })),
  };
}

/** The <head>: title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function renderStudioHead(page: StudioPage, origin: string, titlePrefix = ''): string {
  const url = origin + page.pagePath;
  const description = descriptionOf(page);
  const title = `${page.name} · Tattoo studio`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${esc(value)}">`;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${esc(titlePrefix + title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${esc(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', page.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${scriptJson(structuredData(page, origin))}</script>`,
    pageStyle(null),
  ].join('\n');
}
