import type { AuthContext } from '../http/auth-context';
import type { AuthDeps } from './deps';

const LOGOUT_MESSAGE = 'You have been signed out.';

/**
 * Revokes the caller's refresh tokens, so every session (all devices) ends and the current
 * ID token fails the revocation check at once. A caller without a live token is already
 * signed out: that is a success too.
 *
 * The answer waits for the revocation's second to end: the check refuses every session that
 * began up to and including that second (adapters/firebase/accounts.ts), so a sign-in made
 * the moment the logout answered would otherwise be refused for its whole life.
 */
export async function logout(
  deps: AuthDeps,
  caller: AuthContext | undefined,
): Promise<{ message: string }> {
  if (caller) {
    await deps.accounts.revokeSessions(caller.uid);
    deps.logger.info('auth.logout', { uid: caller.uid });
    await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
  }
  return { message: LOGOUT_MESSAGE };
}
