import {
  isPlanCode,
  type BillingInterval,
  type PlanCode,
  type Role,
  type SubscriptionStatus,
} from '@inkforge/domain';

/** The billing fields of `users/{uid}` this area owns. */
export interface BillingUser {
  uid: string;
  email: string;
  role: Role;
  currentPlan: PlanCode | null;
  subscriptionStatus: SubscriptionStatus;
  billing: BillingInterval | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  cancelAtPeriodEnd: boolean;
  subscriptionStartedAt: Date | null;
  subscriptionRenewsAt: Date | null;
  lastSubscriptionEventAt: Date | null;
  /** A downgrade or switch to monthly waiting for the renewal invoice. */
  pendingPlan: { planCode: PlanCode; billing: BillingInterval; effectiveAt: Date } | null;
}

export type BillingPatch = Partial<Omit<BillingUser, 'uid' | 'email'>>;

function date(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as Date) : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function pendingPlanOf(value: unknown): BillingUser['pendingPlan'] {
  const stored = value as { planCode?: unknown; billing?: unknown; effectiveAt?: unknown } | null;
  const effectiveAt = date(stored?.effectiveAt);
  if (!stored || !isPlanCode(stored.planCode) || !effectiveAt) return null;
  return {
    planCode: stored.planCode,
    billing: stored.billing === 'yearly' ? 'yearly' : 'monthly',
    effectiveAt,
  };
}

export function toBillingUser(uid: string, data: Record<string, unknown>): BillingUser {
  const role = data.role;
  return {
    uid,
    email: text(data.email) ?? '',
    role:
      role === 'admin' || role === 'basic' || role === 'pro' || role === 'premium' ? role : 'free',
    currentPlan: isPlanCode(data.currentPlan) ? data.currentPlan : null,
    subscriptionStatus: (text(data.subscriptionStatus) ?? 'inactive') as SubscriptionStatus,
    billing: data.billing === 'yearly' ? 'yearly' : data.billing === 'monthly' ? 'monthly' : null,
    stripeCustomerId: text(data.stripeCustomerId),
    stripeSubscriptionId: text(data.stripeSubscriptionId),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
    subscriptionStartedAt: date(data.subscriptionStartedAt),
    subscriptionRenewsAt: date(data.subscriptionRenewsAt),
    lastSubscriptionEventAt: date(data.lastSubscriptionEventAt),
    pendingPlan: pendingPlanOf(data.pendingPlan),
  };
}

/** The role follows the plan, except that an admin stays an admin. */
export function roleFor(user: Pick<BillingUser, 'role'>, plan: PlanCode | null): Role {
  if (user.role === 'admin') return 'admin';
  return plan ?? 'free';
}
