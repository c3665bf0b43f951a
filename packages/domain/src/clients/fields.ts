import { z } from 'zod';
import { toCents } from './money';
import { isValidTimeZone } from './zoned-time';
import { refusal, refusalIssue, type Refusal } from '../refusal';

/** Optional free text: trimmed; '' and null read as absent (spec: empty values are absent). */
export function optionalText(max: number) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null ? undefined : v.trim() || undefined))
    .pipe(z.string().max(max, `At most ${max} characters.`).optional());
}

export function requiredText(max: number, message: string | Refusal) {
  return z
    .string(typeof message === 'string' ? { error: message } : message)
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters.`);
}

export const optionalEmail = optionalText(254).pipe(z.email(refusal('EMAIL_INVALID')).optional());

/** A calendar date 'YYYY-MM-DD' (date of birth, payment date). */
export const optionalDay = optionalText(10).pipe(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-03-14.')
    .optional(),
);

/** One of `values`, absent when empty; anything else is refused with the field's options. */
export function optionalChoice<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v === '' ? undefined : v))
    .pipe(z.enum(values).optional());
}

/** A non-negative decimal amount in cents; absent when empty. */
export const optionalCents = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v == null || v === '') return undefined;
    const cents = toCents(v);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', ...refusalIssue('AMOUNT_INVALID') });
      return z.NEVER;
    }
    return cents;
  });

/** A strictly positive amount in cents (payments, deposits): 0 is not money received. */
export const optionalPositiveCents = optionalCents.pipe(
  z.number().positive(refusal('AMOUNT_INVALID')).optional(),
);

/**
 * Estimated hours are whole ('estimatedHours (integer)'): 3.7 is refused with a
 * message, never truncated. Absent when empty.
 */
export const optionalInteger = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => (v == null || v === '' ? undefined : Number(v)))
  .pipe(
    z
      .number(refusal('HOURS_NOT_WHOLE'))
      .int(refusal('HOURS_NOT_WHOLE'))
      .nonnegative(refusal('HOURS_NOT_WHOLE'))
      .max(100_000)
      .optional(),
  );

/** Actual hours are what was worked, kept as decimals to the hundredth (2.75 stays 2.75). */
export const optionalHours = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => (v == null || v === '' ? undefined : Number(v)))
  .pipe(
    z
      .number({ error: 'Actual hours must be a number.' })
      .nonnegative('Actual hours cannot be negative.')
      .max(100_000)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        message: 'Actual hours take at most two decimals.',
      })
      .optional(),
  );

export const timeZone = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || 'UTC')
  .refine(isValidTimeZone, refusal('TIMEZONE_INVALID'));

/** Firestore document ids we hand out: no slashes, bounded length. */
export const documentId = (message: string | Refusal) =>
  z
    .string(typeof message === 'string' ? { error: message } : message)
    .trim()
    .min(1, message)
    .max(128)
    .regex(/^[^/]+$/, message);
