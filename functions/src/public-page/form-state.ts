import { WEEKDAYS } from '@inkforge/domain';
import type { AppError } from '../app-error';
import type { FormState } from './view';

/** Refusals about the attached photos, shown beside the photo field. */
const IMAGE_CODES = new Set([
  'BOOKING_TOO_MANY_IMAGES',
  'BOOKING_IMAGE_EMPTY',
  'INVALID_FILE',
  'FILE_TOO_LARGE',
]);

/**
 * The posted form as the request schema reads it: `days.<weekday>` boxes become
 * `preferredDays`, `answers.<id>` fields become `answers`. Returns what to show again too.
 */
export function readPostedForm(fields: Record<string, unknown>): {
  body: Record<string, unknown>;
  state: FormState;
} {
  const body: Record<string, unknown> = {};
  const answers: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string' || name.startsWith('days.')) continue;
    if (name.startsWith('answers.')) answers[name.slice('answers.'.length)] = value;
    else body[name] = value;
    if (name !== 'website') values[name] = value;
  }
  const days = WEEKDAYS.filter((d) => typeof fields[`days.${d}`] === 'string');
  return {
    body: { ...body, preferredDays: days, answers },
    state: { values, days, errors: {}, problem: null },
  };
}

/** A refusal of the request as the form shows it: in words next to its field, or above. */
export function withRefusal(state: FormState, err: AppError): FormState {
  if (err.fields && Object.keys(err.fields).some((key) => key !== '_')) {
    const { _: general, ...errors } = err.fields;
    return { ...state, errors, problem: general ?? null };
  }
  if (IMAGE_CODES.has(err.code)) return { ...state, errors: { images: err.message } };
  return { ...state, problem: err.message };
}
