import { AppError } from '../app-error';
import type { AuthDeps } from './deps';
import { RESET_CODE_ERRORS, withIdentityErrors } from './identity-errors';

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The token is Firebase's own reset code (oobCode). Checking it does not use it up. An e-mail
 * from the link, when present, must be the code's account.
 */
export async function validateResetToken(
  deps: AuthDeps,
  input: { token: string; email?: string | undefined },
): Promise<{ valid: true; email: string }> {
  const { email } = await withIdentityErrors(RESET_CODE_ERRORS, () =>
    deps.identity.verifyPasswordResetCode(input.token),
  );
  if (input.email?.trim() && !sameEmail(input.email, email)) {
    throw new AppError('RESET_TOKEN_INVALID');
  }
  return { valid: true, email };
}
