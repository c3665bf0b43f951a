import { FirebaseError } from 'firebase/app';
import { AUTH_ERRORS } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, firebaseAuthErrorCode } from './firebase-error-message';
import { googleErrorToast } from './google-error-toast';

describe('Firebase Auth errors, read without loading the Firebase SDK', () => {
  it('reads the code of the SDK’s own error class', () => {
    const error = new FirebaseError(
      'auth/wrong-password',
      'Firebase: Error (auth/wrong-password).',
    );
    expect(firebaseAuthErrorCode(error)).toBe('auth/wrong-password');
    expect(authErrorMessage(error, 'Login failed')).toBe(AUTH_ERRORS.INVALID_CREDENTIALS.message);
    expect(googleErrorToast(new FirebaseError('auth/unauthorized-domain', 'x')).title).toBe(
      'Domain Configuration Required',
    );
  });

  it('leaves other errors to the API’s message or the fallback', () => {
    expect(firebaseAuthErrorCode(new Error('boom'))).toBeUndefined();
    expect(
      firebaseAuthErrorCode(Object.assign(new Error('x'), { code: 'ENOENT' })),
    ).toBeUndefined();
    expect(authErrorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
    expect(googleErrorToast(new Error('boom')).title).toBe('Google Authentication Failed');
  });
});
