import { FirebaseError } from 'firebase/app';
import { ERRORS } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';

const byCode: Record<string, string> = {
  'auth/invalid-credential': ERRORS.INVALID_CREDENTIALS.message,
  'auth/invalid-login-credentials': ERRORS.INVALID_CREDENTIALS.message,
  'auth/wrong-password': ERRORS.INVALID_CREDENTIALS.message,
  'auth/user-not-found': ERRORS.INVALID_CREDENTIALS.message,
  'auth/invalid-email': ERRORS.EMAIL_INVALID.message,
  'auth/user-disabled': ERRORS.USER_DISABLED.message,
  'auth/too-many-requests': ERRORS.TOO_MANY_ATTEMPTS.message,
  'auth/network-request-failed':
    'Unable to reach the sign-in service. Please check your connection and try again.',
};

/** A readable sentence for a failed sign-in, whether Firebase or our API refused it. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof FirebaseError) return byCode[error.code] ?? fallback;
  return errorMessage(error, fallback);
}
