import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A phone number as typed (spaces, dashes, a national leading 0, or +44…) in E.164, the form
 * Twilio sends to and inbound texts arrive from; null when it is not a valid number. The `max`
 * metadata checks the number's pattern per country, not only its length, so a typo is caught
 * here rather than by an undelivered text days later.
 */
export function toE164(raw: string, defaultCountry: CountryCode | undefined): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  // "00 44 …" is how much of Europe writes the international prefix.
  const text = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  return parsed?.isPossible() ? parsed.number : null;
}
