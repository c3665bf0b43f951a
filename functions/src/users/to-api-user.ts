import {
  firstNameOf,
  isPlanCode,
  planNameFor,
  studioFormatOf,
  ROLES,
  SUBSCRIPTION_STATUSES,
  type PendingPlan,
  type Role,
  type SubscriptionStatus,
  type User,
} from '@inkforge/domain';

type Stored = Record<string, unknown>;

function isoDate(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  if (typeof toDate === 'function') return (toDate.call(value) as Date).toISOString();
  return null;
}

function pendingPlanOf(value: unknown): PendingPlan | null {
  const stored = value as { planCode?: unknown; billing?: unknown; effectiveAt?: unknown } | null;
  if (!stored || !isPlanCode(stored.planCode)) return null;
  const effectiveAt = isoDate(stored.effectiveAt);
  if (!effectiveAt) return null;
  return {
    planCode: stored.planCode,
    billing: stored.billing === 'yearly' ? 'yearly' : 'monthly',
    effectiveAt,
  };
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/**
 * The stored `users/{uid}` document as the API returns it (domain `userSchema`). Reads
 * defensively: documents written by hand or by older code still produce a valid user.
 */
export function toApiUser(uid: string, data: Stored): User {
  const email = text(data.email);
  const displayName = text(data.displayName);
  const currentPlan = isPlanCode(data.currentPlan) ? data.currentPlan : null;
  const credits = count(data.subscriptionCredits) + count(data.packCredits);
  return {
    id: uid,
    firebaseUid: uid,
    email,
    username: text(data.username),
    displayName,
    firstName: firstNameOf(displayName, email),
    authMethod: data.authMethod === 'google' ? 'google' : 'email',
    role: oneOf<Role>(ROLES, data.role, 'free'),
    requiresConsent: data.consentRecordedAt == null,
    termsAccepted: data.termsAccepted === true,
    emailMarketingConsent: data.emailMarketingConsent === true,
    subscriptionStatus: oneOf<SubscriptionStatus>(
      SUBSCRIPTION_STATUSES,
      data.subscriptionStatus,
      'inactive',
    ),
    currentPlan,
    planName: planNameFor(data),
    creditsRemaining: credits,
    creditsTotal: credits,
    subscriptionStartedAt: isoDate(data.subscriptionStartedAt),
    subscriptionRenewsAt: isoDate(data.subscriptionRenewsAt),
    billing: data.billing === 'yearly' || data.billing === 'monthly' ? data.billing : null,
    cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
    pendingPlan: pendingPlanOf(data.pendingPlan),
    timezone: text(data.timezone, 'UTC'),
    currency: studioFormatOf(data).currency,
    locale: studioFormatOf(data).locale,
    createdAt: isoDate(data.createdAt) ?? new Date(0).toISOString(),
  };
}
