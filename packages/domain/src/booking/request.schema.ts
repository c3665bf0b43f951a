import { z } from 'zod';
import { AUTH_ERRORS } from '../auth-errors';
import { optionalText, requiredText } from '../clients/fields';
import { TATTOO_COLOURS, WEEKDAYS } from './constants';
import { BOOKING_ERRORS } from './errors';
import { bookingAnswersSchema } from './questions.schema';

const E = BOOKING_ERRORS;

/** A box ticked: JSON true, or a form field's 'true' / 'on' (multipart sends text). */
const ticked = (message: string) =>
  z
    .union([z.boolean(), z.string()], { error: message })
    .refine((v) => v === true || v === 'true' || v === 'on', message)
    .transform(() => true as const);

const sizeCm = z
  .union([z.number(), z.string()], { error: E.BOOKING_SIZE_INVALID.message })
  .transform((v) => (typeof v === 'string' ? Number(v.trim() || NaN) : v))
  .pipe(
    z
      .number({ error: E.BOOKING_SIZE_INVALID.message })
      .min(1, E.BOOKING_SIZE_INVALID.message)
      .max(200, E.BOOKING_SIZE_INVALID.message)
      .refine((n) => Number.isInteger(n * 10), E.BOOKING_SIZE_INVALID.message),
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
  .string({ error: E.BOOKING_PHONE_INVALID.message })
  .trim()
  .max(40, E.BOOKING_PHONE_INVALID.message)
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 6, {
    message: E.BOOKING_PHONE_INVALID.message,
  });

/**
 * POST /api/public/booking/{username}/requests: what a client asks for. `website` is the
 * honeypot: hidden from people, filled in by form-spamming robots.
 */
export const bookingRequestSchema = z.object({
  idea: requiredText(2000, E.BOOKING_IDEA_REQUIRED.message),
  placement: requiredText(100, E.BOOKING_PLACEMENT_REQUIRED.message),
  sizeCm,
  colour: z.enum(TATTOO_COLOURS, { error: 'Choose colour or black and grey.' }),
  preferredDays,
  name: requiredText(100, E.BOOKING_NAME_REQUIRED.message),
  email: z
    .string({ error: AUTH_ERRORS.EMAIL_INVALID.message })
    .trim()
    .max(254, AUTH_ERRORS.EMAIL_INVALID.message)
    .pipe(z.email({ error: AUTH_ERRORS.EMAIL_INVALID.message }))
    .transform((v) => v.toLowerCase()),
  phone,
  /** Answers to the artist's own questions, by question id. */
  answers: bookingAnswersSchema,
  adult: ticked(E.BOOKING_ADULT_REQUIRED.message),
  consent: ticked(E.BOOKING_CONSENT_REQUIRED.message),
  website: optionalText(200).refine((v) => v === undefined, E.BOOKING_REQUEST_REFUSED.message),
});
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequestFields = z.output<typeof bookingRequestSchema>;
