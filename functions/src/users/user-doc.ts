import { emailLocalPart, isReservedUsernameKey, usernameKey } from '@inkforge/domain';

/** The fields of a new `users/{uid}` document (seeded demo documents use the same ones). */
export interface NewUserDoc {
  email: string;
  username: string;
  displayName: string;
  authMethod: 'email' | 'google';
  role: 'free';
  currentPlan: null;
  subscriptionStatus: 'inactive';
  subscriptionCredits: 0;
  packCredits: 0;
  termsAccepted: boolean;
  emailMarketingConsent: boolean;
  consentRecordedAt: null;
  timezone: 'UTC';
  createdAt: Date;
  updatedAt: Date;
  subscriptionStartedAt: null;
  subscriptionRenewsAt: null;
}

export interface NewUserInput {
  uid: string;
  email: string;
  displayName?: string | undefined;
  authMethod: 'email' | 'google';
  termsAccepted?: boolean;
  emailMarketingConsent?: boolean;
}

const USERNAME_MAX = 30;
const USERNAME_MIN = 3;

/** A username the profile rules accept: 3-30 of a-z, 0-9, underscore, hyphen. */
export function usernameFor(email: string, uid: string): string {
  const base = emailLocalPart(email)
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX);
  if (base.length >= USERNAME_MIN) return base;
  const suffix =
    uid
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 8) || 'artist';
  return base ? `${base}_${suffix}` : `user_${suffix}`;
}

/**
 * Names to try for a new account, in order: the one from the e-mail, then with a piece of the
 * uid (two studios both called "ink@…"), then one made of the uid alone. A reserved name
 * ("constructor@…", or an older account's "__proto__") is never one of them.
 */
export function usernameCandidates(preferred: string, uid: string): string[] {
  const id = uid.toLowerCase().replace(/[^a-z0-9]/g, '');
  return [
    preferred,
    `${preferred.slice(0, USERNAME_MAX - 9)}_${id.slice(0, 8)}`,
    `user_${id.slice(0, USERNAME_MAX - 5)}`,
  ].filter((name) => !isReservedUsernameKey(usernameKey(name)));
}

export function authMethodOf(signInProvider: string): 'email' | 'google' {
  return signInProvider === 'google.com' ? 'google' : 'email';
}

export function newUserDoc(input: NewUserInput, now: Date): NewUserDoc {
  const displayName = input.displayName?.trim() || emailLocalPart(input.email);
  return {
    email: input.email,
    username: usernameFor(input.email, input.uid),
    displayName,
    authMethod: input.authMethod,
    role: 'free',
    currentPlan: null,
    subscriptionStatus: 'inactive',
    subscriptionCredits: 0,
    packCredits: 0,
    termsAccepted: input.termsAccepted ?? false,
    emailMarketingConsent: input.emailMarketingConsent ?? false,
    consentRecordedAt: null,
    timezone: 'UTC',
    createdAt: now,
    updatedAt: now,
    subscriptionStartedAt: null,
    subscriptionRenewsAt: null,
  };
}
