import type { AuthContext } from '../http/auth-context';
import type { AuthDeps } from './deps';

export const LOGOUT_MESSAGE = 'You have been signed out.';

/**
 * Revokes the caller's refresh tokens, so every session (all devices) ends and the current
 * ID token fails the revocation check at once. A caller without a live token is already
 * signed out: that is a success too.
 */
export async function logout(
  deps: AuthDeps,
  caller: AuthContext | undefined,
): Promise<{ message: string }> {
  if (caller) {
    await deps.accounts.revokeSessions(caller.uid);
    deps.logger.info('auth.logout', { uid: caller.uid });
  }
  return { message: LOGOUT_MESSAGE };
}
