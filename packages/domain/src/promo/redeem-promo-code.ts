import { z } from 'zod';
import { PROMO_CODE_MAX_LENGTH } from './promo-code';
import { refusal } from '../refusal';

/** A code as typed: trimmed, upper-cased, non-empty, at most 20 characters. */
export const promoCodeSchema = z
  .string(refusal('PROMO_CODE_REQUIRED'))
  .trim()
  .min(1, refusal('PROMO_CODE_REQUIRED'))
  .max(PROMO_CODE_MAX_LENGTH, refusal('PROMO_CODE_TOO_LONG'))
  // Codes are document ids: letters, digits, hyphens and underscores only.
  .regex(/^[A-Za-z0-9_-]+$/, refusal('PROMO_CODE_INVALID'))
  .transform((code) => code.toUpperCase());

export const redeemPromoCodeRequestSchema = z.object({
  code: promoCodeSchema,
  /** A hash of browser traits, recorded with the redemption to spot abuse. */
  deviceFingerprint: z.string().trim().max(128).optional(),
});
export type RedeemPromoCodeRequest = z.input<typeof redeemPromoCodeRequestSchema>;
