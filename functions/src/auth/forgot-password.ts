import { IdentityToolkitError } from '../adapters/firebase/identity-toolkit';
import { AppError } from '../app-error';
import type { AuthDeps } from './deps';

const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link is on its way.';

// Answered exactly like a sent e-mail, so the call never tells who has an account.
const SILENT = new Set(['EMAIL_NOT_FOUND', 'USER_DISABLED']);

export async function forgotPassword(
  deps: AuthDeps,
  input: { email: string },
): Promise<{ message: string }> {
  try {
    await deps.identity.sendPasswordResetEmail(input.email, `${deps.appOrigin}/login`);
  } catch (err) {
    if (!(err instanceof IdentityToolkitError)) throw err;
    if (!SILENT.has(err.code)) {
      deps.logger.warn('auth.reset_mail_failed', { code: err.code });
      throw new AppError('RESET_EMAIL_FAILED');
    }
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}
