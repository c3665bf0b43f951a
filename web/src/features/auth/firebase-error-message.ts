import { AUTH_ERRORS } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';

const byCode: Record<string, string> = {
  'auth/invalid-credential': AUTH_ERRORS.INVALID_CREDENTIALS.message,
  'auth/invalid-login-credentials': AUTH_ERRORS.INVALID_CREDENTIALS.message,
  'auth/wrong-password': AUTH_ERRORS.INVALID_CREDENTIALS.message,
  'auth/user-not-found': AUTH_ERRORS.INVALID_CREDENTIALS.message,
  'auth/invalid-email': AUTH_ERRORS.EMAIL_INVALID.message,
  'auth/user-disabled': AUTH_ERRORS.USER_DISABLED.message,
  'auth/too-many-requests': AUTH_ERRORS.TOO_MANY_ATTEMPTS.message,
  'auth/network-request-failed':
    'Unable to reach the sign-in service. Please check your connection and try again.',
};

/**
 * The code of an error Firebase Auth threw ('auth/…'), read by shape: `instanceof FirebaseError`
 * would put the Firebase app SDK in the first screen's download.
 */
export function firebaseAuthErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

/** A readable sentence for a failed sign-in, whether Firebase or our API refused it. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = firebaseAuthErrorCode(error);
  if (code) return byCode[code] ?? fallback;
  return errorMessage(error, fallback);
}
