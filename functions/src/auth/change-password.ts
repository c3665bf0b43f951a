import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import type { AuthDeps } from './deps';
import { withIdentityErrors } from './identity-errors';

const CHANGE_PASSWORD_MESSAGE = 'Your password has been changed.';

/**
 * Email accounts only: a Google account's password lives at Google. Changing the password
 * revokes the account's sessions, so the answer carries a fresh ID token for this one.
 */
export async function changePassword(
  deps: AuthDeps,
  caller: AuthContext,
  input: { currentPassword: string; newPassword: string },
): Promise<{ message: string; sessionToken: string }> {
  const email = await deps.accounts.passwordEmail(caller.uid);
  if (!email) throw new AppError('GOOGLE_ACCOUNT_PASSWORD');

  await withIdentityErrors(
    {
      INVALID_PASSWORD: 'WRONG_CURRENT_PASSWORD',
      INVALID_LOGIN_CREDENTIALS: 'WRONG_CURRENT_PASSWORD',
      TOO_MANY_ATTEMPTS_TRY_LATER: 'TOO_MANY_ATTEMPTS',
      USER_DISABLED: 'USER_DISABLED',
    },
    () => deps.identity.signInWithPassword(email, input.currentPassword),
  );
  await deps.accounts.setPassword(caller.uid, input.newPassword);
  // The password change revoked every session up to this second (adapters/accounts.ts refuses
  // auth_time <= the revocation second): the fresh session must begin in the next one.
  await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
  const session = await deps.identity.signInWithPassword(email, input.newPassword);
  deps.logger.info('auth.password_changed', { uid: caller.uid });
  return { message: CHANGE_PASSWORD_MESSAGE, sessionToken: session.idToken };
}
