export const PLAN_CODES = ['basic', 'pro', 'premium'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const ROLES = ['free', 'basic', 'pro', 'premium', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'inactive',
  'canceled',
  'cancelled',
  'past_due',
  'trial',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isPlanCode(value: unknown): value is PlanCode {
  return typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value);
}

/** The sidebar's plan label (spec: Premium Artist, Pro Artist, Basic Artist, Admin, Free Artist). */
export function planLabel(user: { role: string; currentPlan?: string | null }): string {
  if (user.role === 'admin') return 'Admin';
  const plan = user.currentPlan ?? user.role;
  if (plan === 'premium') return 'Premium Artist';
  if (plan === 'pro') return 'Pro Artist';
  if (plan === 'basic') return 'Basic Artist';
  return 'Free Artist';
}

/** Subscribers (active, on a paid plan) see Get Credits and Update Plan; others Subscribe Now. */
export function hasPaidPlan(user: { currentPlan?: string | null }): boolean {
  return isPlanCode(user.currentPlan);
}
