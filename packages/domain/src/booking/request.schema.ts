import { z } from 'zod';
import { optionalText, requiredText } from '../clients/fields';
import { TATTOO_COLOURS, WEEKDAYS } from './constants';
import { bookingAnswersSchema } from './questions.schema';
import type { ErrorCode } from '../errors';
import { smsOptInField } from '../text-replies/sms-consent';
import { refusal } from '../refusal';

/** A box ticked: JSON true, or a form field's 'true' / 'on' (multipart sends text). */
const ticked = (code: ErrorCode) =>
  z
    .union([z.boolean(), z.string()], refusal(code))
    .refine((v) => v === true || v === 'true' || v === 'on', refusal(code))
    .transform(() => true as const);

const sizeCm = z
  .union([z.number(), z.string()], refusal('BOOKING_SIZE_INVALID'))
  .transform((v) => (typeof v === 'string' ? Number(v.trim() || NaN) : v))
  .pipe(
    z
      .number(refusal('BOOKING_SIZE_INVALID'))
      .min(1, refusal('BOOKING_SIZE_INVALID'))
      .max(200, refusal('BOOKING_SIZE_INVALID'))
      .refine((n) => Number.isInteger(n * 10), refusal('BOOKING_SIZE_INVALID')),
  );

/** Weekdays as a list (JSON) or comma-separated (a form field); none means any day. */
const preferredDays = z
  .union([z.array(z.string()), z.string()], { error: 'Preferred days are weekdays.' })
  .optional()
  .transform((v) => (typeof v === 'string' ? v.split(',') : (v ?? [])))
  .transform((days) => days.map((d) => d.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.enum(WEEKDAYS, { error: 'Preferred days are weekdays.' })).max(7))
  .transform((days) => WEEKDAYS.filter((d) => days.includes(d)));

const phone = z
  .string(refusal('BOOKING_PHONE_INVALID'))
  .trim()
  .max(40, refusal('BOOKING_PHONE_INVALID'))
  .refine(
    (v) => /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 6,
    refusal('BOOKING_PHONE_INVALID'),
  );

/**
 * POST /api/public/booking/{username}/requests: what a client asks for. `website` is the
 * honeypot: hidden from people, filled in by form-spamming robots.
 */
export const bookingRequestSchema = z.object({
  idea: requiredText(2000, refusal('BOOKING_IDEA_REQUIRED')),
  placement: requiredText(100, refusal('BOOKING_PLACEMENT_REQUIRED')),
  sizeCm,
  colour: z.enum(TATTOO_COLOURS, { error: 'Choose colour or black and grey.' }),
  preferredDays,
  name: requiredText(100, refusal('BOOKING_NAME_REQUIRED')),
  email: z
    .string(refusal('EMAIL_INVALID'))
    .trim()
    .max(254, refusal('EMAIL_INVALID'))
    .pipe(z.email(refusal('EMAIL_INVALID')))
    .transform((v) => v.toLowerCase()),
  phone,
  /** Issue 44: the opt-in to texts, unticked unless the client ticks it. */
  smsConsent: smsOptInField,
  /** Answers to the artist's own questions, by question id. */
  answers: bookingAnswersSchema,
  adult: ticked('BOOKING_ADULT_REQUIRED'),
  consent: ticked('BOOKING_CONSENT_REQUIRED'),
  website: optionalText(200).refine((v) => v === undefined, refusal('BOOKING_REQUEST_REFUSED')),
});
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequestFields = z.output<typeof bookingRequestSchema>;
