import type { CountryCode } from 'libphonenumber-js';
import { ERRORS } from '@inkforge/domain';
import { AppError } from '../app-error';
import { toE164 } from './to-e164';

/**
 * A phone the app is given (a client's card, the booking form, the intake): blank stays blank,
 * anything else is stored in E.164 or refused in words with 400 PHONE_INVALID.
 */
export function phoneOrRefuse(
  raw: string | undefined,
  country: CountryCode,
  field = 'phone',
): string | undefined {
  if (raw === undefined || !raw.trim()) return undefined;
  const e164 = toE164(raw, country);
  if (!e164) {
    // The field's message, as a schema refusal gives it: a form shows it beside the field.
    throw new AppError('PHONE_INVALID', undefined, { [field]: ERRORS.PHONE_INVALID.message });
  }
  return e164;
}
