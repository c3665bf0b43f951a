import { z } from 'zod';
import { PROMO_ERRORS } from './errors';
import { PROMO_CODE_MAX_LENGTH } from './promo-code';

/** A code as typed: trimmed, upper-cased, non-empty, at most 20 characters. */
export const promoCodeSchema = z
  .string({ error: PROMO_ERRORS.PROMO_CODE_REQUIRED.message })
  .trim()
  .min(1, PROMO_ERRORS.PROMO_CODE_REQUIRED.message)
  .max(PROMO_CODE_MAX_LENGTH, PROMO_ERRORS.PROMO_CODE_TOO_LONG.message)
  // Codes are document ids: letters, digits, hyphens and underscores only.
  .regex(/^[A-Za-z0-9_-]+$/, PROMO_ERRORS.PROMO_CODE_INVALID.message)
  .transform((code) => code.toUpperCase());

export const redeemPromoCodeRequestSchema = z.object({
  code: promoCodeSchema,
  /** A hash of browser traits, recorded with the redemption to spot abuse. */
  deviceFingerprint: z.string().trim().max(128).optional(),
});
export type RedeemPromoCodeRequest = z.input<typeof redeemPromoCodeRequestSchema>;
