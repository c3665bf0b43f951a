import { AUTH_ERRORS } from '@inkforge/domain';
import { firebaseAuthErrorCode } from './firebase-error-message';
import { ACTION_LINK_ERRORS, type LinkError } from './messages';

const byCode: Record<string, LinkError> = {
  'auth/expired-action-code': ACTION_LINK_ERRORS.expired,
  'auth/invalid-action-code': ACTION_LINK_ERRORS.invalid,
  'auth/user-not-found': ACTION_LINK_ERRORS.noAccount,
  'auth/user-disabled': { title: 'Account Disabled', message: AUTH_ERRORS.USER_DISABLED.message },
  'auth/too-many-requests': {
    title: 'Too Many Attempts',
    message: AUTH_ERRORS.TOO_MANY_ATTEMPTS.message,
  },
  'auth/network-request-failed': ACTION_LINK_ERRORS.network,
};

/** The title and sentence for a refused e-mail link, by Firebase's error code. */
export function actionCodeError(error: unknown): LinkError {
  return byCode[firebaseAuthErrorCode(error) ?? ''] ?? ACTION_LINK_ERRORS.failed;
}
