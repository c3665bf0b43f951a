import type { ErrorCode } from '@inkforge/domain';
import { IdentityToolkitError } from '../adapters/firebase/identity-toolkit';
import { AppError } from '../app-error';

type Table = Partial<Record<string, ErrorCode>>;

/** Wrong e-mail and wrong password read the same, so sign-in never reveals who has an account. */
export const SIGN_IN_ERRORS: Table = {
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_FOUND: 'INVALID_CREDENTIALS',
  INVALID_LOGIN_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_EMAIL: 'INVALID_CREDENTIALS',
  USER_DISABLED: 'USER_DISABLED',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'TOO_MANY_ATTEMPTS',
};

export const RESET_CODE_ERRORS: Table = {
  INVALID_OOB_CODE: 'RESET_TOKEN_INVALID',
  EXPIRED_OOB_CODE: 'RESET_TOKEN_INVALID',
  EMAIL_NOT_FOUND: 'RESET_TOKEN_INVALID',
  WEAK_PASSWORD: 'PASSWORD_TOO_SHORT',
  USER_DISABLED: 'USER_DISABLED',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'TOO_MANY_ATTEMPTS',
};

/** Runs an Identity Toolkit call, turning its known refusals into the product's errors. */
export async function withIdentityErrors<T>(table: Table, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const code = err instanceof IdentityToolkitError ? table[err.code] : undefined;
    if (code) throw new AppError(code);
    throw err;
  }
}
