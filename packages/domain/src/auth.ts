import { z } from 'zod';
import { AUTH_ERRORS } from './auth-errors';

export const MIN_PASSWORD_LENGTH = 6;

const email = z
  .string({ error: AUTH_ERRORS.EMAIL_REQUIRED.message })
  .trim()
  .min(1, AUTH_ERRORS.EMAIL_REQUIRED.message)
  .max(254, AUTH_ERRORS.EMAIL_INVALID.message)
  .pipe(z.email({ error: AUTH_ERRORS.EMAIL_INVALID.message }));

const password = z
  .string({ error: AUTH_ERRORS.PASSWORD_REQUIRED.message })
  .min(1, AUTH_ERRORS.PASSWORD_REQUIRED.message)
  .max(4096, AUTH_ERRORS.PASSWORD_TOO_SHORT.message);

const newPassword = z
  .string({ error: AUTH_ERRORS.PASSWORD_TOO_SHORT.message })
  .min(MIN_PASSWORD_LENGTH, AUTH_ERRORS.PASSWORD_TOO_SHORT.message)
  .max(4096);

export const loginRequestSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  email,
  password: newPassword,
  displayName: z.string().trim().max(80).optional().default(''),
  termsAccepted: z.literal(true, { error: AUTH_ERRORS.TERMS_REQUIRED_SIGNUP.message }),
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
    .string({ error: AUTH_ERRORS.RESET_LINK_INCOMPLETE.message })
    .min(1, AUTH_ERRORS.RESET_LINK_INCOMPLETE.message)
    .max(2048),
  email: z.string().max(254).optional(),
});

export const resetPasswordRequestSchema = validateResetTokenRequestSchema.extend({
  newPassword,
});

export const consentRequestSchema = z.object({
  termsAccepted: z.literal(true, { error: AUTH_ERRORS.TERMS_REQUIRED_CONSENT.message }),
  emailMarketingConsent: z.boolean().optional().default(false),
});

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_ERRORS.PASSWORD_FIELDS_REQUIRED.message })
      .min(1, AUTH_ERRORS.PASSWORD_FIELDS_REQUIRED.message),
    newPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: AUTH_ERRORS.PASSWORDS_DONT_MATCH.message,
    path: ['confirmPassword'],
  });

/** POST /api/auth/validate-reset-token: the code is good (a bad one is an error). */
export interface ResetTokenCheck {
  valid: true;
  email: string;
}
