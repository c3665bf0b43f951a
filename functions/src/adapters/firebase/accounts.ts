import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { AppError } from '../../app-error';

/** A caller proven by a verified Firebase ID token. */
export interface VerifiedCaller {
  uid: string;
  email: string;
  name: string | undefined;
  signInProvider: string;
}

/** Firebase Auth as the admin sees it: the only place that knows firebase-admin's error codes. */
export interface Accounts {
  /** Verifies the ID token, including revocation, so a logout ends the session at once. */
  verify(idToken: string): Promise<VerifiedCaller>;
  create(input: { email: string; password: string; displayName?: string }): Promise<{
    uid: string;
    email: string;
  }>;
  /** The account's e-mail when it signs in with a password; undefined for Google-only ones. */
  passwordEmail(uid: string): Promise<string | undefined>;
  setPassword(uid: string, password: string): Promise<void>;
  /** Ends every session of the account (all devices). */
  revokeSessions(uid: string): Promise<void>;
  /** Changes the sign-in e-mail and/or the display name; EMAIL_EXISTS when the address is taken. */
  updateProfile(uid: string, patch: { email?: string; displayName?: string }): Promise<void>;
  /** Deletes the Auth user; an account that is already gone counts as deleted. */
  deleteAccount(uid: string): Promise<void>;
}

function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function toCaller(token: DecodedIdToken): VerifiedCaller {
  return {
    uid: token.uid,
    email: token.email ?? '',
    name: typeof token.name === 'string' ? token.name : undefined,
    signInProvider: token.firebase.sign_in_provider,
  };
}

function seconds(utc: string | undefined): number | undefined {
  const ms = utc ? Date.parse(utc) : NaN;
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/**
 * Revocation at second granularity, without the gap firebase-admin leaves: its check refuses
 * only `auth_time < validAfter`, so a token of a session that signed in during the second of
 * the logout survives it. We refuse `auth_time <= validAfter` too. Firebase also sets
 * validAfter when the account is created; that second is not a logout, so it keeps `<`.
 */
function isRevoked(
  authTime: number,
  user: Pick<UserRecord, 'tokensValidAfterTime' | 'metadata'>,
): boolean {
  const validAfter = seconds(user.tokensValidAfterTime);
  if (validAfter === undefined) return false;
  if (authTime < validAfter) return true;
  return authTime === validAfter && validAfter !== seconds(user.metadata.creationTime);
}

/**
 * A token that names another address than the account now has was minted before an e-mail
 * change: its session ends with the change. Firebase revokes refresh tokens on an e-mail change
 * but the Auth emulator does not, and an ID token lives up to an hour: this holds in both.
 */
function predatesEmailChange(
  token: Pick<DecodedIdToken, 'email'>,
  user: Pick<UserRecord, 'email'>,
): boolean {
  return Boolean(
    token.email && user.email && token.email.toLowerCase() !== user.email.toLowerCase(),
  );
}

const CREATE_ERRORS: Record<string, AppError['code']> = {
  'auth/email-already-exists': 'EMAIL_EXISTS',
  'auth/invalid-email': 'EMAIL_INVALID',
  'auth/invalid-password': 'PASSWORD_TOO_SHORT',
};

export function createAccounts(auth: Auth): Accounts {
  return {
    async verify(idToken) {
      try {
        const token = await auth.verifyIdToken(idToken);
        const user = await auth.getUser(token.uid);
        if (user.disabled || isRevoked(token.auth_time, user) || predatesEmailChange(token, user)) {
          throw new AppError('TOKEN_INVALID');
        }
        return toCaller(token);
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (codeOf(err).startsWith('auth/')) throw new AppError('TOKEN_INVALID');
        throw new AppError('UPSTREAM_UNAVAILABLE');
      }
    },
    async create({ email, password, displayName }) {
      try {
        const record = await auth.createUser({
          email,
          password,
          ...(displayName ? { displayName } : {}),
        });
        return { uid: record.uid, email: record.email ?? email };
      } catch (err) {
        const code = CREATE_ERRORS[codeOf(err)];
        if (code) throw new AppError(code);
        throw err;
      }
    },
    async passwordEmail(uid) {
      const record = await auth.getUser(uid);
      const hasPassword = record.providerData.some((p) => p.providerId === 'password');
      return hasPassword ? record.email : undefined;
    },
    async setPassword(uid, password) {
      await auth.updateUser(uid, { password });
    },
    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
    },
    async updateProfile(uid, patch) {
      try {
        await auth.updateUser(uid, patch);
      } catch (err) {
        const code = CREATE_ERRORS[codeOf(err)];
        if (code) throw new AppError(code);
        throw err;
      }
    },
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (err) {
        if (codeOf(err) !== 'auth/user-not-found') throw err;
      }
    },
  };
}
