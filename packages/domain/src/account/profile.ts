import { z } from 'zod';
import type { User } from '../user';
import { DELETE_ACCOUNT_CONFIRMATION } from './delete-account';
import { ACCOUNT_ERRORS } from './errors';
import { isReservedUsernameKey, usernameKey } from './username';

export const USERNAME_MIN_LENGTH = 3;

const username = z
  .string({ error: ACCOUNT_ERRORS.PROFILE_NAMES_REQUIRED.message })
  .trim()
  .min(1, ACCOUNT_ERRORS.PROFILE_NAMES_REQUIRED.message)
  .min(USERNAME_MIN_LENGTH, ACCOUNT_ERRORS.USERNAME_TOO_SHORT.message)
  .max(30, ACCOUNT_ERRORS.USERNAME_CHARACTERS.message)
  .regex(/^[A-Za-z0-9_-]+$/, ACCOUNT_ERRORS.USERNAME_CHARACTERS.message)
  .refine(
    (name) => !isReservedUsernameKey(usernameKey(name)),
    ACCOUNT_ERRORS.USERNAME_RESERVED.message,
  );

const displayName = z
  .string({ error: ACCOUNT_ERRORS.PROFILE_NAMES_REQUIRED.message })
  .trim()
  .min(1, ACCOUNT_ERRORS.PROFILE_NAMES_REQUIRED.message)
  .max(80);

/** The basic pattern, then no '..' and no leading or trailing '.'. */
const email = z
  .string({ error: ACCOUNT_ERRORS.PROFILE_EMAIL_REQUIRED.message })
  .trim()
  .min(1, ACCOUNT_ERRORS.PROFILE_EMAIL_REQUIRED.message)
  .max(254, ACCOUNT_ERRORS.PROFILE_EMAIL_PATTERN.message)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, ACCOUNT_ERRORS.PROFILE_EMAIL_PATTERN.message)
  .refine((value) => {
    const local = value.slice(0, value.lastIndexOf('@'));
    return !value.includes('..') && !local.startsWith('.') && !local.endsWith('.');
  }, ACCOUNT_ERRORS.PROFILE_EMAIL_FORMAT.message)
  .transform((value) => value.toLowerCase());

/**
 * E-mail accounts edit their address here, with their current password when it changes (the
 * server checks it); a Google account's address lives at Google.
 */
export function profileUpdateSchema(authMethod: 'email' | 'google') {
  return z.object({
    username,
    displayName,
    email: authMethod === 'email' ? email : z.string().trim().max(254).optional(),
    currentPassword: z.string().max(4096).optional(),
  });
}
export type ProfileUpdate = z.input<ReturnType<typeof profileUpdateSchema>>;

/** The answer to PATCH /api/profile; `pendingEmail` when a change link was sent there. */
export interface ProfileUpdateResponse {
  message: string;
  user: User;
  pendingEmail?: string;
}

/** The address changes only when the link sent to it is opened (Firebase verify-before-update). */
export const emailChangeSentMessage = (newEmail: string): string =>
  `We sent a link to ${newEmail}; your e-mail changes when you open it.`;

export const deleteAccountRequestSchema = z.object({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: ACCOUNT_ERRORS.ACCOUNT_DELETE_CONFIRMATION.message,
  }),
});
