import { z } from 'zod';
import { AppError } from '../../app-error';

/** An error answered by Identity Toolkit, e.g. INVALID_PASSWORD or EXPIRED_OOB_CODE. */
export class IdentityToolkitError extends Error {
  constructor(readonly code: string) {
    super(`Identity Toolkit rejected the call: ${code}`);
    this.name = 'IdentityToolkitError';
  }
}

interface PasswordSignIn {
  uid: string;
  email: string;
  idToken: string;
}

/** The Firebase Auth REST calls the Admin SDK does not offer (they act as the end user). */
export interface IdentityToolkit {
  signInWithPassword(email: string, password: string): Promise<PasswordSignIn>;
  sendPasswordResetEmail(email: string, continueUrl: string): Promise<void>;
  /** Checks a reset code without using it up; returns the account's e-mail. */
  verifyPasswordResetCode(oobCode: string): Promise<{ email: string }>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<{ email: string }>;
  /**
   * Firebase's verify-before-update: mails a link to `newEmail`; the account's address changes
   * only when it is opened. Acts as the signed-in user (`idToken` from a fresh password check).
   */
  sendEmailChangeLink(idToken: string, newEmail: string, continueUrl: string): Promise<void>;
}

export interface IdentityToolkitOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const errorSchema = z.object({ error: z.object({ message: z.string() }) });
const signInSchema = z.object({ localId: z.string(), email: z.string(), idToken: z.string() });
const resetSchema = z.object({ email: z.string() });

export function createIdentityToolkit(options: IdentityToolkitOptions): IdentityToolkit {
  const { baseUrl, apiKey, timeoutMs = 10_000, fetchImpl = fetch } = options;

  async function call(operation: string, body: Record<string, unknown>): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/${operation}?key=${encodeURIComponent(apiKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AppError('UPSTREAM_UNAVAILABLE');
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.ok) return payload;
    const parsed = errorSchema.safeParse(payload);
    if (response.status >= 500 || !parsed.success) throw new AppError('UPSTREAM_UNAVAILABLE');
    // Messages look like "WEAK_PASSWORD : Password should be at least 6 characters".
    throw new IdentityToolkitError(parsed.data.error.message.split(' ')[0] ?? 'UNKNOWN');
  }

  function expect<T>(schema: z.ZodType<T>, payload: unknown): T {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new AppError('UPSTREAM_UNAVAILABLE');
    return parsed.data;
  }

  return {
    async signInWithPassword(email, password) {
      const payload = await call('accounts:signInWithPassword', {
        email,
        password,
        returnSecureToken: true,
      });
      const data = expect(signInSchema, payload);
      return { uid: data.localId, email: data.email, idToken: data.idToken };
    },
    async sendPasswordResetEmail(email, continueUrl) {
      await call('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email, continueUrl });
    },
    async verifyPasswordResetCode(oobCode) {
      return expect(resetSchema, await call('accounts:resetPassword', { oobCode }));
    },
    async confirmPasswordReset(oobCode, newPassword) {
      return expect(resetSchema, await call('accounts:resetPassword', { oobCode, newPassword }));
    },
    async sendEmailChangeLink(idToken, newEmail, continueUrl) {
      await call('accounts:sendOobCode', {
        requestType: 'VERIFY_AND_CHANGE_EMAIL',
        idToken,
        newEmail,
        continueUrl,
      });
    },
  };
}
