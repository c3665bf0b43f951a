import { AppError } from '../app-error';
import { withIdentityErrors } from '../auth';
import type { ProfileDeps } from './deps';

export interface EmailChange {
  newEmail: string;
  /** Mails the verify-before-update link to the new address. */
  send(): Promise<void>;
}

/**
 * Proves the caller knows the password now (a session left open is not enough) and prepares
 * Firebase's verify-before-update link; the password check signs in through Identity Toolkit,
 * whose ID token then asks for the link as the user, exactly as `verifyBeforeUpdateEmail` does.
 */
export async function requestEmailChange(
  deps: Pick<ProfileDeps, 'accounts' | 'identity' | 'appOrigin'>,
  uid: string,
  currentPassword: string | undefined,
  newEmail: string,
): Promise<EmailChange> {
  if (!currentPassword) throw new AppError('PROFILE_PASSWORD_REQUIRED');
  const email = await deps.accounts.passwordEmail(uid);
  if (!email) throw new AppError('EMAIL_MANAGED_BY_GOOGLE');
  const session = await withIdentityErrors(
    {
      INVALID_PASSWORD: 'WRONG_CURRENT_PASSWORD',
      INVALID_LOGIN_CREDENTIALS: 'WRONG_CURRENT_PASSWORD',
      TOO_MANY_ATTEMPTS_TRY_LATER: 'TOO_MANY_ATTEMPTS',
      USER_DISABLED: 'USER_DISABLED',
    },
    () => deps.identity.signInWithPassword(email, currentPassword),
  );
  return {
    newEmail,
    send: () =>
      withIdentityErrors(
        {
          EMAIL_EXISTS: 'EMAIL_EXISTS',
          INVALID_EMAIL: 'PROFILE_EMAIL_PATTERN',
          TOO_MANY_ATTEMPTS_TRY_LATER: 'TOO_MANY_ATTEMPTS',
        },
        () =>
          deps.identity.sendEmailChangeLink(
            session.idToken,
            newEmail,
            `${deps.appOrigin}/settings?tab=profile`,
          ),
      ),
  };
}
