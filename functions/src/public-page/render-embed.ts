import { esc, html } from './html';
import { renderForm } from './render-form';
import { documentOf } from './render-page';
import { pageStyle } from './page-styles';
import { embedPath, pagePath, type ArtistPage, type FormState } from './view';

/** A framed form's head: no previews or JSON-LD (the page has them), kept out of search. */
function embedHead(page: ArtistPage, title: string): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${esc(`${title} · ${page.name}`)}</title>`,
    `<link rel="canonical" href="${esc(page.origin + pagePath(page.artist.username))}">`,
    pageStyle(page.artist.profile.accentColor),
  ].join('\n');
}

/** `/book/{username}/embed`: the request form alone, for an `<iframe>` on the artist's site. */
export function renderEmbed(page: ArtistPage, form: FormState): string {
  const failed = form.problem !== null || Object.keys(form.errors).length > 0;
  return documentOf(
    embedHead(page, failed ? 'Check your request' : 'Request a tattoo'),
    renderForm(embedPath(page.artist.username), page.artist.settings.questions, form),
  );
}

/** The framed confirmation: it stays in the frame, and links to the full page in a new tab. */
export function renderEmbedSent(page: ArtistPage): string {
  return documentOf(
    embedHead(page, 'Request sent'),
    html(
      '<section class="card" id="request" aria-labelledby="sent-heading">',
      '<h2 id="sent-heading">Request sent</h2>',
      `<p>Thank you. ${esc(page.name)} has your request and will answer by e-mail.</p>`,
      `<p><a href="${pagePath(page.artist.username)}" target="_blank" rel="noopener">See ${esc(page.name)}'s page</a></p>`,
      '</section>',
    ),
  );
}
