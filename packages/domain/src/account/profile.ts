import { z } from 'zod';
import type { User } from '../user';
import { DELETE_ACCOUNT_CONFIRMATION } from './delete-account';
import { isReservedUsernameKey, usernameKey } from './username';
import { refusal } from '../refusal';

export const USERNAME_MIN_LENGTH = 3;

const username = z
  .string(refusal('PROFILE_NAMES_REQUIRED'))
  .trim()
  .min(1, refusal('PROFILE_NAMES_REQUIRED'))
  .min(USERNAME_MIN_LENGTH, refusal('USERNAME_TOO_SHORT'))
  .max(30, refusal('USERNAME_CHARACTERS'))
  .regex(/^[A-Za-z0-9_-]+$/, refusal('USERNAME_CHARACTERS'))
  .refine((name) => !isReservedUsernameKey(usernameKey(name)), refusal('USERNAME_RESERVED'));

const displayName = z
  .string(refusal('PROFILE_NAMES_REQUIRED'))
  .trim()
  .min(1, refusal('PROFILE_NAMES_REQUIRED'))
  .max(80);

/** The basic pattern, then no '..' and no leading or trailing '.'. */
const email = z
  .string(refusal('PROFILE_EMAIL_REQUIRED'))
  .trim()
  .min(1, refusal('PROFILE_EMAIL_REQUIRED'))
  .max(254, refusal('PROFILE_EMAIL_PATTERN'))
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, refusal('PROFILE_EMAIL_PATTERN'))
  .refine((value) => {
    const local = value.slice(0, value.lastIndexOf('@'));
    return !value.includes('..') && !local.startsWith('.') && !local.endsWith('.');
  }, refusal('PROFILE_EMAIL_FORMAT'))
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
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, refusal('ACCOUNT_DELETE_CONFIRMATION')),
});
