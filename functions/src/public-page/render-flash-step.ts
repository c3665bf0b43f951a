import { flashDepositText, formatMoney, formatTime } from '@inkforge/domain';
import type { BookingStep } from '../flash';
import { esc, html } from './html';
import { pageStyle } from './page-styles';
import { designImagePath, flashPath, bookStepPath } from './flash-view';
import { copiesInWords, dayInWords, durationInWords } from './flash-words';
import { documentOf, renderHeader } from './render-page';
import type { ArtistPage, FormState } from './view';

/** The field a refusal names, shown beside it; others above the form. */
function errorOf(state: FormState, name: string): { attrs: string; text: string } {
  const message = state.errors[name];
  if (!message) return { attrs: '', text: '' };
  return {
    attrs: ` aria-invalid="true" aria-describedby="err-${name}"`,
    text: `<p class="err" id="err-${name}">${esc(message)}</p>`,
  };
}

function input(state: FormState, name: string, label: string, type: string, extra: string) {
  const { attrs, text } = errorOf(state, name);
  return html(
    `<label for="f-${name}">${esc(label)}</label>`,
    `<input type="${type}" id="f-${name}" name="${name}" value="${esc(state.values[name] ?? '')}"${extra}${attrs}>`,
    text,
  );
}

function tick(state: FormState, name: string, label: string): string {
  const { attrs, text } = errorOf(state, name);
  const ticked = state.values[name] ? ' checked' : '';
  return html(
    `<label class="choice"><input type="checkbox" name="${name}" value="true" required${ticked}${attrs}> ${esc(label)}</label>`,
    text,
  );
}

/** Every open time of the size, one group a day: flash days first, named as days. */
function timeField(step: BookingStep, state: FormState, locale: string): string {
  const { timezone, times, flashDays } = step.times;
  const byDay = new Map<string, string[]>();
  for (const t of times) byDay.set(t.slice(0, 10), [...(byDay.get(t.slice(0, 10)) ?? []), t]);
  const days = [...byDay.keys()];
  const ordered = [
    ...days.filter((d) => flashDays.includes(d)),
    ...days.filter((d) => !flashDays.includes(d)),
  ];
  const chosen = state.values.start;
  const { attrs, text } = errorOf(state, 'start');
  const groups = ordered.map(
    (day) =>
      `<optgroup label="${esc(dayInWords(day, flashDays.includes(day), locale))}">${byDay
        .get(day)!
        .map(
          (t) =>
            `<option value="${esc(t)}"${t === chosen ? ' selected' : ''}>${esc(`${dayInWords(day, false, locale)}, ${formatTime(t, { timeZone: timezone, locale })}`)}</option>`,
        )
        .join('')}</optgroup>`,
  );
  return html(
    '<label for="f-start">Day and time</label>',
    `<p class="hint" id="start-hint">In the studio's time (${esc(timezone)}). Flash days come first.</p>`,
    `<select id="f-start" name="start" required aria-describedby="start-hint"${attrs.replace(/ aria-describedby="[^"]*"/, '')}>`,
    `<option value="">Choose a time</option>`,
    groups.join(''),
    '</select>',
    text,
  );
}

function sizeChoice(page: ArtistPage, step: BookingStep, variant: number): string {
  const { locale } = page.artist.format;
  const money = (cents: number) => formatMoney(cents, step.currency, locale);
  const label = (s: BookingStep['sizes'][number]) =>
    `${s.sizeCm} cm: ${money(s.priceCents)}${s.depositCents === null ? '' : ` (deposit ${money(s.depositCents)})`}, about ${durationInWords(s.duration)}`;
  if (step.sizes.length === 1) return `<p><strong>Size:</strong> ${esc(label(step.sizes[0]!))}</p>`;
  // Each size is a link: its times differ with its length, so choosing one loads them.
  const base = bookStepPath(page.artist.username, step);
  return html(
    '<nav aria-label="Sizes"><p style="margin:0"><strong>Size</strong> (choose one to see its times)</p><ul>',
    ...step.sizes.map((s, i) =>
      i === variant
        ? `<li><strong aria-current="true">${esc(label(s))}</strong> (chosen)</li>`
        : `<li><a href="${esc(`${base}?size=${i}`)}">${esc(label(s))}</a></li>`,
    ),
    '</ul></nav>',
  );
}

/** The booking step's form: a plain POST answered by the deposit's checkout, or by this page. */
function bookingForm(page: ArtistPage, step: BookingStep, variant: number, state: FormState) {
  const { artist } = page;
  const size = step.sizes[variant]!;
  if (!artist.payOnline || size.depositCents === null) {
    return `<p class="summary">${esc(page.name)} is not taking deposits online for this at the moment. Contact the studio to book it.</p>`;
  }
  if (step.times.times.length === 0) {
    return '<p>No open times in the next four weeks for this size: ask the artist, or look again soon.</p>';
  }
  const failed = state.problem !== null || Object.keys(state.errors).length > 0;
  const action = `${bookStepPath(artist.username, step)}?size=${variant}`;
  return html(
    failed &&
      `<div class="summary" id="problems" role="alert"><h3 style="margin:0">Not booked yet</h3><p style="margin:4px 0 0">${esc(state.problem ?? 'Some answers need a change: see the messages below.')}</p></div>`,
    `<form method="post" action="${esc(action)}" aria-labelledby="step-heading">`,
    `<input type="hidden" name="variant" value="${variant}">`,
    `<input type="hidden" name="policyVersion" value="${artist.policyVersion}">`,
    timeField(step, state, artist.format.locale),
    input(state, 'name', 'Your name', 'text', ' required autocomplete="name" maxlength="120"'),
    input(state, 'email', 'E-mail', 'email', ' required autocomplete="email"'),
    input(state, 'phone', 'Phone (optional)', 'tel', ' autocomplete="tel" maxlength="40"'),
    '<div class="trap" aria-hidden="true"><label for="f-website">Leave this empty</label>',
    '<input type="text" id="f-website" name="website" tabindex="-1" autocomplete="off"></div>',
    tick(state, 'adult', 'I am 18 or older.'),
    artist.settings.policy &&
      `<h3>Deposit policy</h3><p style="white-space:pre-wrap">${esc(artist.settings.policy)}</p>`,
    tick(state, 'acceptPolicy', 'I accept the deposit policy.'),
    `<p><strong>${esc(flashDepositText(size.depositCents, step.currency, artist.format.locale))}</strong></p>`,
    '<button type="submit">Hold this time and pay the deposit</button>',
    '<p class="hint">The time is held for you while you pay on Stripe’s page.</p>',
    '</form>',
  );
}

/**
 * /flash/{username}/book/{id}: one design, a size, an open time and the client's details, as
 * plain HTML; posting it holds the time and goes to the deposit's checkout (issue 49).
 */
export function renderFlashStep(
  page: ArtistPage,
  step: BookingStep,
  variant: number,
  state: FormState,
): string {
  const { username } = page.artist;
  const failed = state.problem !== null || Object.keys(state.errors).length > 0;
  const title = `${failed ? 'Check your booking · ' : ''}Book ${step.title} · Flash by ${page.name}`;
  const head = html(
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${esc(title)}</title>`,
    `<link rel="canonical" href="${esc(page.origin + flashPath(username))}">`,
    pageStyle(page.artist.profile.accentColor),
    '<style>.design-image{width:100%;max-width:360px;height:auto;aspect-ratio:1;object-fit:contain;background:#e7e5e4;border-radius:6px;display:block}select{width:100%;font:inherit;padding:10px;border:1px solid #78716c;border-radius:6px;background:#fff}</style>',
  );
  return documentOf(
    head,
    html(
      renderHeader(page),
      `<p><a href="${esc(flashPath(username))}">All flash by ${esc(page.name)}</a></p>`,
      '<section class="card" aria-labelledby="step-heading" id="book">',
      `<h2 id="step-heading">Book ${esc(step.title)}</h2>`,
      step.hasImage &&
        `<img class="design-image" src="${esc(designImagePath(username, step))}" alt="${esc(`${step.title}: flash design by ${page.name}`)}" width="360" height="360">`,
      `<p class="copies">${esc(copiesInWords(step))}</p>`,
      sizeChoice(page, step, variant),
      step.remaining === 0
        ? '<p>This design is already taken.</p>'
        : bookingForm(page, step, variant, state),
      '</section>',
    ),
  );
}
