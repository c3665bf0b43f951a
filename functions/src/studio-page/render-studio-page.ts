import { FIRST_AVAILABLE, STUDIO_ROLE_LABELS } from '@inkforge/domain';
import { documentOf, esc, html, renderForm, type FormState } from '../public-page';
import type { StudioPage, StudioPageArtist } from './load-studio-page';
import { hoursInWords, renderStudioHead } from './render-studio-head';

/** The page's address with a query: the style filter and "request with" are plain links. */
const withQuery = (page: StudioPage, query: Record<string, string>) =>
  `${page.pagePath}?${new URLSearchParams(query).toString()}`;

const sameStyle = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function renderHeader(page: StudioPage): string {
  const hours = hoursInWords(page.openingHours);
  return html(
    '<header class="head"><div>',
    `<h1>${esc(page.name)}</h1>`,
    page.address && `<p class="muted" style="margin:2px 0">${esc(page.address)}</p>`,
    hours && `<p class="muted" style="margin:2px 0">Open ${esc(hours)}</p>`,
    '</div></header>',
  );
}

/** Styles as links: a client picking one sees the artists who do it, without script. */
function renderStyleFilter(page: StudioPage, style: string | null): string {
  if (page.styles.length === 0) return '';
  const link = (label: string, href: string, current: boolean) =>
    `<li><a href="${esc(href)}"${current ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`;
  return html(
    '<nav aria-labelledby="styles-heading" class="card">',
    '<h2 id="styles-heading">Styles</h2>',
    '<ul class="tags" aria-label="Filter artists by style">',
    link('All styles', page.pagePath, style === null),
    page.styles
      .map((s) => link(s, withQuery(page, { style: s }), style !== null && sameStyle(s, style)))
      .join(''),
    '</ul></nav>',
  );
}

function renderArtist(page: StudioPage, artist: StudioPageArtist): string {
  const name = artist.pagePath
    ? `<a href="${esc(artist.pagePath)}">${esc(artist.name)}</a>`
    : esc(artist.name);
  return html(
    '<li class="card artist">',
    `<h3 style="margin:0">${name}</h3>`,
    artist.role === 'guest' &&
      `<p class="muted" style="margin:2px 0">${STUDIO_ROLE_LABELS.guest}</p>`,
    artist.styles.length > 0 &&
      `<ul class="tags" aria-label="Styles of ${esc(artist.name)}">${artist.styles.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`,
    artist.takesRequests
      ? `<p style="margin:4px 0 0"><a href="${esc(withQuery(page, { artist: artist.username }))}#request">Request a tattoo with ${esc(artist.name)}</a></p>`
      : '<p class="muted" style="margin:4px 0 0">Not taking requests right now.</p>',
    '</li>',
  );
}

function renderArtists(page: StudioPage, style: string | null): string {
  const shown = style
    ? page.artists.filter((a) => a.styles.some((s) => sameStyle(s, style)))
    : page.artists;
  const heading = style ? `Artists for ${style}` : 'Artists';
  return html(
    '<section aria-labelledby="artists-heading">',
    `<h2 id="artists-heading">${esc(heading)}</h2>`,
    shown.length === 0
      ? `<p>No artist here lists ${style ? esc(style) : 'work'} right now. <a href="${esc(page.pagePath)}">See every artist</a>.</p>`
      : `<ul style="list-style:none;padding:0;display:grid;gap:8px">${shown.map((a) => renderArtist(page, a)).join('')}</ul>`,
    '</section>',
  );
}

/** Whom the request is for: a listed artist taking requests, or the first one available. */
function renderArtistChoice(page: StudioPage, state: FormState): string {
  const chosen = state.values.artist ?? FIRST_AVAILABLE;
  const option = (value: string, label: string) =>
    `<option value="${esc(value)}"${value === chosen ? ' selected' : ''}>${esc(label)}</option>`;
  const error = state.errors.artist;
  return html(
    '<label for="f-artist">Artist</label>',
    '<p class="hint">Choose an artist, or let the studio find the first one available.</p>',
    `<select id="f-artist" name="artist" style="width:100%;font:inherit;padding:10px;border:1px solid #78716c;border-radius:6px;background:#fff"${error ? ' aria-invalid="true" aria-describedby="err-artist"' : ''}>`,
    option(FIRST_AVAILABLE, 'First available'),
    page.artists
      .filter((a) => a.takesRequests)
      .map((a) => option(a.username, a.name))
      .join(''),
    '</select>',
    error && `<p class="err" id="err-artist">${esc(error)}</p>`,
  );
}

/** The studio's page: who tattoos here, their styles, and one request form for any of them. */
export function renderStudioPage(
  page: StudioPage,
  origin: string,
  form: FormState,
  style: string | null,
): string {
  const failed = form.problem !== null || Object.keys(form.errors).length > 0;
  return documentOf(
    renderStudioHead(page, origin, failed ? 'Check your request · ' : ''),
    html(
      renderHeader(page),
      renderStyleFilter(page, style),
      renderArtists(page, style),
      renderForm(page.pagePath, [], form, renderArtistChoice(page, form)),
    ),
  );
}

/** After a request is taken: the studio and the artist it went to, and what happens next. */
export function renderStudioSent(
  page: StudioPage,
  origin: string,
  artist: StudioPageArtist | null,
): string {
  const next = artist
    ? `${page.name} has your request for ${artist.name}, who will answer by e-mail.`
    : `${page.name} has your request. The front desk passes it to the first artist available, who will answer by e-mail.`;
  return documentOf(
    renderStudioHead(page, origin, 'Request sent · '),
    html(
      renderHeader(page),
      '<section class="card" id="request" aria-labelledby="sent-heading">',
      '<h2 id="sent-heading">Request sent</h2>',
      `<p>Thank you. ${esc(next)}</p>`,
      `<p><a href="${esc(page.pagePath)}">Back to ${esc(page.name)}</a></p>`,
      '</section>',
    ),
  );
}
