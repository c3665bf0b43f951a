import { z } from 'zod';
import { refusal, refusalIssue } from './refusal';

export const MIN_PASSWORD_LENGTH = 6;

const email = z
  .string(refusal('EMAIL_REQUIRED'))
  .trim()
  .min(1, refusal('EMAIL_REQUIRED'))
  .max(254, refusal('EMAIL_INVALID'))
  .pipe(z.email(refusal('EMAIL_INVALID')));

const password = z
  .string(refusal('PASSWORD_REQUIRED'))
  .min(1, refusal('PASSWORD_REQUIRED'))
  .max(4096, refusal('PASSWORD_TOO_SHORT'));

const newPassword = z
  .string(refusal('PASSWORD_TOO_SHORT'))
  .min(MIN_PASSWORD_LENGTH, refusal('PASSWORD_TOO_SHORT'))
  .max(4096);

export const loginRequestSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  email,
  password: newPassword,
  displayName: z.string().trim().max(80).optional().default(''),
  termsAccepted: z.literal(true, refusal('TERMS_REQUIRED_SIGNUP')),
  emailMarketingConsent: z.boolean().optional().default(false),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The uid in this body is ignored: the server takes it from the verified token. */
export const firebaseLoginRequestSchema = z.object({
  firebaseUid: z.string().max(128).optional(),
  email: z.string().max(254).optional(),
  displayName: z.string().trim().max(80).optional(),
});

export const forgotPasswordRequestSchema = z.object({ email });

export const validateResetTokenRequestSchema = z.object({
  token: z
    .string(refusal('RESET_LINK_INCOMPLETE'))
    .min(1, refusal('RESET_LINK_INCOMPLETE'))
    .max(2048),
  email: z.string().max(254).optional(),
});

export const resetPasswordRequestSchema = validateResetTokenRequestSchema.extend({
  newPassword,
});

export const consentRequestSchema = z.object({
  termsAccepted: z.literal(true, refusal('TERMS_REQUIRED_CONSENT')),
  emailMarketingConsent: z.boolean().optional().default(false),
});

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string(refusal('PASSWORD_FIELDS_REQUIRED'))
      .min(1, refusal('PASSWORD_FIELDS_REQUIRED')),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    ...refusalIssue('PASSWORDS_DONT_MATCH'),
    path: ['confirmPassword'],
  });

/** POST /api/auth/validate-reset-token: the code is good (a bad one is an error). */
export interface ResetTokenCheck {
  valid: true;
  email: string;
}
