import { firebaseAuthErrorCode } from './firebase-error-message';

/** The toast for a Google sign-in that could not complete. */
export function googleErrorToast(error: unknown): { title: string; message: string } {
  if (firebaseAuthErrorCode(error) === 'auth/unauthorized-domain') {
    return {
      title: 'Domain Configuration Required',
      message:
        'Google sign-in is not enabled for this domain yet. Please sign in with your email and password.',
    };
  }
  return {
    title: 'Google Authentication Failed',
    message:
      'We could not sign you in with Google. Please try again or use your email and password.',
  };
}
