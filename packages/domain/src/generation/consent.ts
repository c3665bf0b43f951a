import { z } from 'zod';

export const USER_CONSENT_TYPES = [
  'photo_generation_responsibility',
  'body_preview_responsibility',
] as const;
export type UserConsentType = (typeof USER_CONSENT_TYPES)[number];

export const userConsentTypeSchema = z.enum(USER_CONSENT_TYPES);

/**
 * POST /api/user-consent. ipAddress and userAgent are recorded from the request itself for
 * the photo consent; values sent by the browser are accepted but not trusted.
 */
export const userConsentRequestSchema = z.object({
  consentType: userConsentTypeSchema,
  consentText: z.string().trim().min(1).max(4000),
  ipAddress: z.string().max(100).optional(),
  userAgent: z.string().max(1000).optional(),
  /** Body preview: the SHA-256 of the client photo the consent is for (one consent per image). */
  imageSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type UserConsentRequest = z.output<typeof userConsentRequestSchema>;

export interface UserConsentRecord {
  consentType: UserConsentType;
  consentText: string;
  recordedAt: string;
  ipAddress?: string;
  userAgent?: string;
  imageSha256?: string;
}
