import {
  COLOUR_LABELS,
  ERRORS,
  MAX_REFERENCE_BYTES_IN_ALL,
  MAX_REFERENCE_IMAGES,
  SMS_CONSENT_WORDS,
  TATTOO_COLOURS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type BookingQuestion,
  type ErrorCode,
} from '@inkforge/domain';
import type { FieldCheck } from './form-checks';
import { FORM_SCRIPT_PATH } from './form-script';
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

/**
 * What the page's script checks in a field before posting, and the words it shows: the
 * server's own message for the refusal it would give (the server stays the judge).
 */
const checkOf = (check: FieldCheck, message: string) =>
  ` data-check="${check}" data-error="${esc(message)}"`;
const checked = (check: FieldCheck, code: ErrorCode) => checkOf(check, ERRORS[code].message);

function field(
  state: FormState,
  name: string,
  label: string,
  input: (attrs: string, value: string) => string,
  hint?: string,
  check = '',
): string {
  const { attrs, text } = errorOf(state, name);
  const id = `f-${name.replace(/[^\w-]/g, '-')}`;
  return html(
    `<label for="${id}">${esc(label)}</label>`,
    hint && `<p class="hint">${esc(hint)}</p>`,
    input(` id="${id}" name="${esc(name)}"${attrs}${check}`, esc(state.values[name] ?? '')),
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
  check = '',
): string {
  const { attrs, text: message } = errorOf(state, name);
  return html(
    `<fieldset${attrs.replace(' aria-invalid="true"', '')}${check}><legend>${esc(legend)}</legend>`,
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

const MB = 1024 * 1024;
/** A form sent back keeps what was typed; a browser never lets a page fill a file field. */
const PHOTOS_AGAIN = 'The photos you chose were not kept: attach them again before sending.';

/** The request schema's word for a missing colour (a plain message there, not a code). */
const COLOUR_REQUIRED = 'Choose colour or black and grey.';

function questionField(state: FormState, q: BookingQuestion, index: number): string {
  return field(state, `answers.${q.id}`, q.text || `Question ${index + 1}`, area);
}

/**
 * The request as a plain form: multipart (so reference photos travel with it), posted to the
 * page's own address, answered by a server-rendered confirmation or this form with the errors
 * next to their fields. Weekdays and answers carry their key in the field name (`days.mon`,
 * `answers.<id>`) so a form without script needs no list encoding.
 */
export function renderForm(
  action: string,
  questions: BookingQuestion[],
  state: FormState,
  /** Fields before the idea (the studio's page asks whom the request is for first). */
  lead = '',
): string {
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
    lead,
    field(
      state,
      'idea',
      'Your idea',
      area,
      'What you would like, and any meaning it has.',
      checked('text', 'BOOKING_IDEA_REQUIRED'),
    ),
    field(
      state,
      'placement',
      'Placement on the body',
      text('text', ' required maxlength="100"'),
      undefined,
      checked('text', 'BOOKING_PLACEMENT_REQUIRED'),
    ),
    field(
      state,
      'sizeCm',
      'Approximate size (cm)',
      text('number', ' required min="1" max="200" step="0.1" inputmode="decimal"'),
      undefined,
      checked('size', 'BOOKING_SIZE_INVALID'),
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
      checkOf('choice', COLOUR_REQUIRED),
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
      (attrs) =>
        `<input type="file"${attrs} accept="image/jpeg,image/png,image/webp" multiple data-max="${MAX_REFERENCE_IMAGES}" data-error="${esc(ERRORS.BOOKING_TOO_MANY_IMAGES.message)}">`,
      `Photos of the spot or designs you like. JPEG, PNG or WebP, ${MAX_REFERENCE_BYTES_IN_ALL / MB} MB in all.`,
    ),
    state.photosAgain ? `<p class="err" id="photos-again">${esc(PHOTOS_AGAIN)}</p>` : '',
    field(
      state,
      'name',
      'Your name',
      text('text', ' required autocomplete="name"'),
      undefined,
      checked('text', 'BOOKING_NAME_REQUIRED'),
    ),
    field(
      state,
      'email',
      'E-mail',
      text('email', ' required autocomplete="email"'),
      undefined,
      checked('email', 'EMAIL_INVALID'),
    ),
    field(
      state,
      'phone',
      'Phone',
      text('tel', ' required autocomplete="tel"'),
      undefined,
      checked('phone', 'BOOKING_PHONE_INVALID'),
    ),
    optIn(state, 'smsConsent', SMS_CONSENT_WORDS),
    '<div class="trap" aria-hidden="true"><label for="f-website">Leave this empty</label>',
    '<input type="text" id="f-website" name="website" tabindex="-1" autocomplete="off"></div>',
    checkbox(state, 'adult', 'I am 18 or older.', 'BOOKING_ADULT_REQUIRED'),
    checkbox(
      state,
      'consent',
      'I agree that the artist keeps this request to answer it.',
      'BOOKING_CONSENT_REQUIRED',
    ),
    '<button type="submit">Send request</button>',
    '</form></section>',
    // Checks fields as they are left and shrinks photos before sending; without it, the same form.
    FORM_SCRIPT_PATH && `<script src="${FORM_SCRIPT_PATH}" defer></script>`,
  );
}

/** Issue 44: a box the client may leave unticked (never ticked for them), kept on a re-show. */
function optIn(state: FormState, name: string, label: string): string {
  const ticked = state.values[name] ? ' checked' : '';
  return `<label class="choice"><input type="checkbox" name="${name}" value="true"${ticked}> ${esc(label)}</label>`;
}

function checkbox(state: FormState, name: string, label: string, code: ErrorCode): string {
  const { attrs, text: message } = errorOf(state, name);
  const ticked = state.values[name] ? ' checked' : '';
  return html(
    `<label class="choice"><input type="checkbox" name="${name}" value="true" required${ticked}${attrs}${checked('tick', code)}> ${esc(label)}</label>`,
    message,
  );
}
