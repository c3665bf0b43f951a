import type { signupRequestSchema, User } from '@inkforge/domain';
import type { z } from 'zod';
import type { AuthDeps } from './deps';
import { SIGN_IN_ERRORS, withIdentityErrors } from './identity-errors';

type SignupInput = z.output<typeof signupRequestSchema>;

/**
 * Creates the Auth account and the user document. The sign-up's consent boxes are stored as
 * the consent page's defaults; requiresConsent stays true until /api/user/consent.
 */
export async function signup(
  deps: AuthDeps,
  input: SignupInput,
): Promise<{ user: User; sessionToken: string }> {
  const account = await deps.accounts.create({
    email: input.email,
    password: input.password,
    displayName: input.displayName,
  });
  const user = await deps.users.ensure({
    uid: account.uid,
    email: account.email,
    displayName: input.displayName,
    authMethod: 'email',
    termsAccepted: input.termsAccepted,
    emailMarketingConsent: input.emailMarketingConsent,
  });
  const session = await withIdentityErrors(SIGN_IN_ERRORS, () =>
    deps.identity.signInWithPassword(input.email, input.password),
  );
  return { user, sessionToken: session.idToken };
}
