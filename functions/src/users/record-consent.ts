import { MARKETING_CONSENT, type User } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import { ensureUser, type UsersDeps } from './ensure-user';
import { toApiUser } from './to-api-user';
import { authMethodOf } from './user-doc';

/** The terms version a consent refers to (the terms page's effective date). */
export const TERMS_VERSION = '2025-07-01';

export async function recordConsent(
  deps: UsersDeps,
  caller: AuthContext,
  input: { emailMarketingConsent: boolean },
): Promise<User> {
  await ensureUser(deps, {
    uid: caller.uid,
    email: caller.email,
    displayName: caller.name,
    authMethod: authMethodOf(caller.signInProvider),
  });
  const now = deps.clock();
  const stored = await deps.repo.recordConsent(caller.uid, {
    termsAccepted: true,
    emailMarketingConsent: input.emailMarketingConsent,
    consentRecordedAt: now,
    termsVersion: TERMS_VERSION,
    marketingConsent: {
      granted: input.emailMarketingConsent,
      text: MARKETING_CONSENT.text,
      textVersion: MARKETING_CONSENT.version,
      recordedAt: now,
    },
    updatedAt: now,
  });
  if (!stored) throw new AppError('NOT_FOUND');
  return toApiUser(caller.uid, stored);
}
