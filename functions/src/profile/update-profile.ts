import {
  emailChangeSentMessage,
  profileUpdateSchema,
  type ProfileUpdateResponse,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { toApiUser } from '../users/to-api-user';
import { authMethodOf } from '../users/user-doc';
import type { ProfileDeps } from './deps';
import { requestEmailChange } from './request-email-change';

const PROFILE_UPDATED_MESSAGE = 'Your profile has been updated.';

/**
 * PATCH /api/profile: username (unique, see the repository) and display name at once. A new
 * sign-in address never applies here: with the current password checked, Firebase mails a link
 * to the new address and the account moves only when it is opened, so an open session on a
 * shared PC cannot take the account. A Google account's address lives at Google.
 */
export async function updateProfile(
  deps: ProfileDeps,
  caller: AuthContext,
  body: unknown,
): Promise<ProfileUpdateResponse> {
  const method = authMethodOf(caller.signInProvider);
  const input = parseBody(profileUpdateSchema(method), body);
  const current = await deps.repo.get(caller.uid);
  if (!current) throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');

  const currentEmail = typeof current.email === 'string' ? current.email : caller.email;
  const newEmail = input.email?.toLowerCase();
  const emailChanged = Boolean(newEmail) && newEmail !== currentEmail.toLowerCase();
  if (method === 'google' && emailChanged) throw new AppError('EMAIL_MANAGED_BY_GOOGLE');
  // The password is checked before anything is saved, so a wrong one changes nothing.
  const change =
    emailChanged && newEmail
      ? await requestEmailChange(deps, caller.uid, input.currentPassword, newEmail)
      : null;

  const updated = await deps.repo.update(caller.uid, {
    username: input.username,
    displayName: input.displayName,
    updatedAt: deps.clock(),
  });
  if (!updated) throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');
  await deps.accounts.updateProfile(caller.uid, { displayName: input.displayName });
  const user = toApiUser(caller.uid, updated);
  if (!change) {
    deps.logger.info('profile.updated', { uid: caller.uid, emailChangeSent: false });
    return { message: PROFILE_UPDATED_MESSAGE, user };
  }
  await change.send();
  deps.logger.info('profile.updated', { uid: caller.uid, emailChangeSent: true });
  return { message: emailChangeSentMessage(change.newEmail), user, pendingEmail: change.newEmail };
}
