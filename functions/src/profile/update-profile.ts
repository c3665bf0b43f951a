import { profileUpdateSchema, type User } from '@inkforge/domain';
import type { Accounts } from '../adapters/firebase/accounts';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import type { Logger } from '../logger';
import { toApiUser } from '../users/to-api-user';
import { authMethodOf } from '../users/user-doc';
import type { ProfileRepository } from './profile.repository';

export interface ProfileDeps {
  repo: ProfileRepository;
  accounts: Accounts;
  clock: () => Date;
  logger: Logger;
}

export const PROFILE_UPDATED_MESSAGE = 'Your profile has been updated.';

/**
 * PATCH /api/profile: username, display name and, for e-mail accounts, the sign-in address
 * (changed in Auth first, so the stored copy never names an address the account cannot use).
 * A Google account's address lives at Google: sending a different one is refused.
 */
export async function updateProfile(
  deps: ProfileDeps,
  caller: AuthContext,
  body: unknown,
): Promise<{ message: string; user: User }> {
  const method = authMethodOf(caller.signInProvider);
  const input = parseBody(profileUpdateSchema(method), body);
  const current = await deps.repo.get(caller.uid);
  if (!current) throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');

  const currentEmail = typeof current.email === 'string' ? current.email : caller.email;
  const newEmail = input.email?.toLowerCase();
  const emailChanged = Boolean(newEmail) && newEmail !== currentEmail.toLowerCase();
  if (method === 'google' && emailChanged) throw new AppError('EMAIL_MANAGED_BY_GOOGLE');

  await deps.accounts.updateProfile(caller.uid, {
    displayName: input.displayName,
    ...(emailChanged && newEmail ? { email: newEmail } : {}),
  });
  const updated = await deps.repo.update(caller.uid, {
    username: input.username,
    displayName: input.displayName,
    ...(emailChanged && newEmail ? { email: newEmail } : {}),
    updatedAt: deps.clock(),
  });
  if (!updated) throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');
  deps.logger.info('profile.updated', { uid: caller.uid, emailChanged });
  return { message: PROFILE_UPDATED_MESSAGE, user: toApiUser(caller.uid, updated) };
}
