import { z } from 'zod';

/** Where a client agreed to (or the artist recorded) texts. */
export const SMS_CONSENT_SOURCES = ['booking', 'intake', 'artist'] as const;
export type SmsConsentSource = (typeof SMS_CONSENT_SOURCES)[number];

/**
 * A client's consent to texts as kept on their record: the words they saw (or "told the
 * artist"), when, and where. `given: false` is a withdrawal, kept with its time too.
 */
export interface SmsConsent {
  given: boolean;
  /** ISO time. */
  at: string;
  source: SmsConsentSource;
  words: string;
}

/** The opt-in beside a phone field on the booking form and the intake: unticked by default. */
export const SMS_CONSENT_WORDS =
  'Text me about this booking (confirmation, reminders, changes). Reply STOP to stop at any time; message rates may apply.';

/** What the artist's "consent given in person" is kept as. */
export const SMS_CONSENT_ARTIST_WORDS = 'told the artist';
export const SMS_CONSENT_WITHDRAWN_WORDS = 'withdrawn, as recorded by the artist';

/** The form field: a checkbox posts "on" (or nothing), a JSON form posts a boolean. */
export const smsOptInField = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');
