import { avatarPath, describeDepositRule, formatMoney } from '@inkforge/domain';
import { esc, html } from './html';
import { renderForm } from './render-form';
import { renderHead } from './render-head';
import { openingHoursWords } from './opening-hours';
import { renderPortfolio } from './render-portfolio';
import { pagePath, type ArtistPage, type FormState } from './view';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The avatar when there is one (its 2× rendition at 72 px), else the name's initials. */
function renderAvatar(page: ArtistPage): string {
  const { username, avatarHash } = page.artist;
  if (!avatarHash)
    return `<div class="avatar" aria-hidden="true">${esc(initials(page.name))}</div>`;
  return `<img class="avatar" src="${esc(avatarPath(username, avatarHash))}" width="72" height="72" alt="${esc(page.name)}">`;
}

/** The artist's header: avatar, name, studio and place, links; the flash page leads with it too. */
export function renderHeader(page: ArtistPage): string {
  const { artist } = page;
  const { profile } = artist;
  const studio = profile.studioName ?? artist.studioName;
  // An address usually names its city already: the city alone only when it does not.
  const city = profile.address?.includes(profile.city ?? '') ? null : profile.city;
  const place = [studio, profile.address, city].filter(Boolean).join(' · ');
  const links = [
    profile.instagram &&
      `<a href="https://www.instagram.com/${esc(profile.instagram)}" rel="me noopener">Instagram @${esc(profile.instagram)}</a>`,
    profile.website &&
      `<a href="${esc(profile.website)}" rel="me noopener">${esc(profile.website.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, ''))}</a>`,
  ].filter(Boolean);
  return html(
    '<header class="head">',
    renderAvatar(page),
    '<div>',
    `<h1>${esc(page.name)}</h1>`,
    place && `<p class="muted" style="margin:2px 0">${esc(place)}</p>`,
    profile.languages.length > 0 &&
      `<p class="muted" style="margin:2px 0">Speaks ${esc(profile.languages.join(', '))}</p>`,
    links.length > 0 && `<p style="margin:2px 0">${links.join(' · ')}</p>`,
    '<p style="margin:6px 0 0"><span class="status">Books open</span>',
    profile.booksMessage && ` <span>${esc(profile.booksMessage)}</span>`,
    '</p></div></header>',
  );
}

/** Issue 47: the artist's own words and the studio's opening hours, read by every visitor. */
function renderAbout(page: ArtistPage): string {
  const about = page.artist.profile.about;
  const hours = openingHoursWords(page.artist.workingHours);
  if (!about && !hours) return '';
  return html(
    '<section aria-labelledby="about-heading" class="card">',
    '<h2 id="about-heading">About</h2>',
    about && `<p style="white-space:pre-wrap">${esc(about)}</p>`,
    hours && `<h3>Opening hours</h3><p>${esc(hours)}</p>`,
    '</section>',
  );
}

function renderOffer(page: ArtistPage): string {
  const { settings, format } = page.artist;
  const lines = [
    settings.minimumSizeCm !== null && `Minimum size: ${settings.minimumSizeCm} cm`,
    settings.minimumPriceCents !== null &&
      `Minimum price: ${formatMoney(settings.minimumPriceCents, format.currency, format.locale)}`,
    describeDepositRule(settings.deposit, format.currency, format.locale),
  ].filter((line): line is string => Boolean(line));
  return html(
    '<section aria-labelledby="offer-heading" class="card">',
    '<h2 id="offer-heading">What I take</h2>',
    settings.styles.length > 0 &&
      `<ul class="tags" aria-label="Styles">${settings.styles.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`,
    `<ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`,
    settings.policy && `<h3>Policy</h3><p style="white-space:pre-wrap">${esc(settings.policy)}</p>`,
    '</section>',
  );
}

/** Ready-drawn designs at set prices, with open times and the deposit paid at once. */
function renderFlashLink(page: ArtistPage): string {
  if (page.flashCount === 0) return '';
  const designs = page.flashCount === 1 ? 'one flash design' : `${page.flashCount} flash designs`;
  return html(
    '<section aria-labelledby="flash-heading" class="card">',
    '<h2 id="flash-heading">Flash</h2>',
    `<p>${esc(page.name)} offers ${designs} at set prices: pick a design, a size and an open time, and pay the deposit to book.</p>`,
    `<p><a href="/flash/${encodeURIComponent(page.artist.username)}">See flash and open times</a></p>`,
    '</section>',
  );
}

export function documentOf(head: string, body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n${head}\n</head>\n<body><main>${body}</main></body>\n</html>\n`;
}

/** The artist's page: header, portfolio, what they take, and the request form. */
export function renderArtistPage(page: ArtistPage, form: FormState): string {
  const base = pagePath(page.artist.username);
  const failed = form.problem !== null || Object.keys(form.errors).length > 0;
  return documentOf(
    renderHead(page, failed ? 'Check your request · ' : ''),
    html(
      renderHeader(page),
      renderAbout(page),
      renderPortfolio(page.portfolio, page.name, base),
      renderFlashLink(page),
      renderOffer(page),
      renderForm(base, page.artist.settings.questions, form),
    ),
  );
}

/** After a request is taken: what happens next, in the artist's page's own head. */
export function renderSent(page: ArtistPage): string {
  const base = pagePath(page.artist.username);
  return documentOf(
    renderHead(page, 'Request sent · '),
    html(
      renderHeader(page),
      // The form posted to `#request`: the browser keeps that fragment through the redirect.
      '<section class="card" id="request" aria-labelledby="sent-heading">',
      '<h2 id="sent-heading">Request sent</h2>',
      `<p>Thank you. ${esc(page.name)} has your request and will answer by e-mail.</p>`,
      `<p><a href="${base}">Back to ${esc(page.name)}'s page</a></p>`,
      '</section>',
    ),
  );
}

/** A plain page for a person: no page here (404), too many tries (429), or our failure. */
export function renderProblem(title: string, message: string): string {
  return documentOf(
    html(
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width,initial-scale=1">',
      '<meta name="robots" content="noindex">',
      `<title>${esc(title)} · InkForge</title>`,
      `<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1917;background:#fafaf9}main{max-width:640px;margin:0 auto;padding:24px}</style>`,
    ),
    `<h1>${esc(title)}</h1><p>${esc(message)}</p>`,
  );
}
