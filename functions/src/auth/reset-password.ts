import type { AuthDeps } from './deps';
import { RESET_CODE_ERRORS, withIdentityErrors } from './identity-errors';
import { validateResetToken } from './validate-reset-token';

const RESET_PASSWORD_MESSAGE = 'Your password has been reset. You can now sign in.';

/** Sets the new password with the reset code; Firebase then ends the account's sessions. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; email?: string | undefined; newPassword: string },
): Promise<{ message: string }> {
  if (input.email?.trim()) await validateResetToken(deps, input);
  await withIdentityErrors(RESET_CODE_ERRORS, () =>
    deps.identity.confirmPasswordReset(input.token, input.newPassword),
  );
  return { message: RESET_PASSWORD_MESSAGE };
}
