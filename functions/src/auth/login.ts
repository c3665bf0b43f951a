import type { LoginRequest, User } from '@inkforge/domain';
import type { AuthDeps } from './deps';
import { SIGN_IN_ERRORS, withIdentityErrors } from './identity-errors';

export async function login(
  deps: AuthDeps,
  input: LoginRequest,
): Promise<{ user: User; sessionToken: string }> {
  const session = await withIdentityErrors(SIGN_IN_ERRORS, () =>
    deps.identity.signInWithPassword(input.email, input.password),
  );
  const user = await deps.users.ensure({
    uid: session.uid,
    email: session.email,
    authMethod: 'email',
  });
  return { user, sessionToken: session.idToken };
}
