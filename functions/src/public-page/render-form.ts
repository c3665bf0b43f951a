import {
  COLOUR_LABELS,
  MAX_REFERENCE_IMAGES,
  TATTOO_COLOURS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type BookingQuestion,
} from '@inkforge/domain';
import { esc, html } from './html';
import type { FormState } from './view';

function errorOf(state: FormState, name: string): { attrs: string; text: string } {
  const message = state.errors[name];
  if (!message) return { attrs: '', text: '' };
  const id = `err-${name.replace(/[^\w-]/g, '-')}`;
  return {
    attrs: ` aria-invalid="true" aria-describedby="${id}"`,
    text: `<p class="err" id="${id}">${esc(message)}</p>`,
  };
}

function field(
  state: FormState,
  name: string,
  label: string,
  input: (attrs: string, value: string) => string,
  hint?: string,
): string {
  const { attrs, text } = errorOf(state, name);
  const id = `f-${name.replace(/[^\w-]/g, '-')}`;
  return html(
    `<label for="${id}">${esc(label)}</label>`,
    hint && `<p class="hint">${esc(hint)}</p>`,
    input(` id="${id}" name="${esc(name)}"${attrs}`, esc(state.values[name] ?? '')),
    text,
  );
}

const text =
  (type: string, extra = '') =>
  (attrs: string, value: string) =>
    `<input type="${type}"${attrs} value="${value}"${extra}>`;
const area = (attrs: string, value: string) => `<textarea${attrs} required>${value}</textarea>`;

function choices(
  state: FormState,
  name: string,
  legend: string,
  type: 'radio' | 'checkbox',
  options: { value: string; label: string; field: string; checked: boolean }[],
): string {
  const { attrs, text: message } = errorOf(state, name);
  return html(
    `<fieldset${attrs.replace(' aria-invalid="true"', '')}><legend>${esc(legend)}</legend>`,
    options
      .map(
        (o) =>
          `<label class="choice"><input type="${type}" name="${esc(o.field)}" value="${esc(o.value)}"${o.checked ? ' checked' : ''}${type === 'radio' ? ' required' : ''}> ${esc(o.label)}</label>`,
      )
      .join(''),
    message,
    '</fieldset>',
  );
}

function questionField(state: FormState, q: BookingQuestion, index: number): string {
  return field(state, `answers.${q.id}`, q.text || `Question ${index + 1}`, area);
}

/**
 * The request as a plain form: multipart (so reference photos travel with it), posted to the
 * page's own address, answered by a server-rendered confirmation or this form with the errors
 * next to their fields. Weekdays and answers carry their key in the field name (`days.mon`,
 * `answers.<id>`) so a form without script needs no list encoding.
 */
export function renderForm(action: string, questions: BookingQuestion[], state: FormState): string {
  const colour = state.values.colour;
  const summary =
    state.problem || Object.keys(state.errors).length > 0
      ? `<div class="summary" id="problems"><h3 style="margin:0">Please check the request</h3><p style="margin:4px 0 0">${esc(
          state.problem ?? 'Some answers need a change: see the messages below.',
        )}</p></div>`
      : '';
  return html(
    '<section aria-labelledby="form-heading" class="card" id="request">',
    '<h2 id="form-heading">Request a tattoo</h2>',
    summary,
    `<form method="post" action="${esc(action)}#request" enctype="multipart/form-data" aria-labelledby="form-heading">`,
    field(state, 'idea', 'Your idea', area, 'What you would like, and any meaning it has.'),
    field(state, 'placement', 'Placement on the body', text('text', ' required maxlength="100"')),
    field(
      state,
      'sizeCm',
      'Approximate size (cm)',
      text('number', ' required min="1" max="200" step="0.1" inputmode="decimal"'),
    ),
    choices(
      state,
      'colour',
      'Colour',
      'radio',
      TATTOO_COLOURS.map((c) => ({
        value: c,
        label: COLOUR_LABELS[c],
        field: 'colour',
        checked: colour === c,
      })),
    ),
    choices(
      state,
      'preferredDays',
      'Preferred days (none means any day)',
      'checkbox',
      WEEKDAYS.map((d) => ({
        value: 'on',
        label: WEEKDAY_LABELS[d],
        field: `days.${d}`,
        checked: state.days.includes(d),
      })),
    ),
    questions.map((q, i) => questionField(state, q, i)).join(''),
    field(
      state,
      'images',
      `Reference images (up to ${MAX_REFERENCE_IMAGES}, optional)`,
      (attrs) => `<input type="file"${attrs} accept="image/jpeg,image/png,image/webp" multiple>`,
      'Photos of the spot or designs you like. JPEG, PNG or WebP, 10 MB in all.',
    ),
    field(state, 'name', 'Your name', text('text', ' required autocomplete="name"')),
    field(state, 'email', 'E-mail', text('email', ' required autocomplete="email"')),
    field(state, 'phone', 'Phone', text('tel', ' required autocomplete="tel"')),
    '<div class="trap" aria-hidden="true"><label for="f-website">Leave this empty</label>',
    '<input type="text" id="f-website" name="website" tabindex="-1" autocomplete="off"></div>',
    checkbox(state, 'adult', 'I am 18 or older.'),
    checkbox(state, 'consent', 'I agree that the artist keeps this request to answer it.'),
    '<button type="submit">Send request</button>',
    '</form></section>',
  );
}

function checkbox(state: FormState, name: string, label: string): string {
  const { attrs, text: message } = errorOf(state, name);
  const checked = state.values[name] ? ' checked' : '';
  return html(
    `<label class="choice"><input type="checkbox" name="${name}" value="true" required${checked}${attrs}> ${esc(label)}</label>`,
    message,
  );
}
