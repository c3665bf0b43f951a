import { holdRequestSchema, type HoldInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import { parseBody } from '../http/parse-body';
import type { FormState } from './view';

/** What the step's form sends, kept to show again when it is refused (the trap left out). */
const KEPT = ['start', 'name', 'email', 'phone', 'adult', 'acceptPolicy'] as const;

/** A whole number as a form sends it ("2"); anything else is left for the schema to refuse. */
const wholeNumber = (value: unknown) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

/**
 * The booking step's posted form as the hold's schema reads it: ticked boxes are `"true"`,
 * numbers are text, an empty phone is none. A filled trap field is a robot's: refused as the
 * request form refuses it.
 */
export function readFlashForm(
  flashId: string,
  fields: Record<string, unknown>,
): { input: () => HoldInput; state: FormState } {
  const values: Record<string, string> = {};
  for (const name of KEPT) {
    const value = fields[name];
    if (typeof value === 'string') values[name] = value;
  }
  const state: FormState = { values, days: [], errors: {}, problem: null };
  const input = () => {
    if (typeof fields.website === 'string' && fields.website !== '') {
      throw new AppError('BOOKING_REQUEST_REFUSED');
    }
    return parseBody(holdRequestSchema, {
      flashId,
      variant: wholeNumber(fields.variant),
      start: values.start ?? '',
      name: values.name ?? '',
      email: values.email ?? '',
      ...(values.phone?.trim() ? { phone: values.phone } : {}),
      adult: values.adult === 'true',
      acceptPolicy: values.acceptPolicy === 'true',
      policyVersion: wholeNumber(fields.policyVersion),
    });
  };
  return { input, state };
}
