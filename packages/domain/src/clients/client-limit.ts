import { planLimits } from '../billing/plan-limits';
import { isPlanCode } from '../plans';

/** 'Client limit info'; `limit` is 'unlimited' when the plan has no cap. */
export interface ClientLimitInfo {
  current: number;
  limit: number | 'unlimited';
  canCreate: boolean;
  planName: string;
}

/** Null means unlimited. Admins are uncapped; everyone else by plan (free 0, 10, 50, none). */
export function clientCapFor(user: { role?: unknown; currentPlan?: unknown }): number | null {
  if (user.role === 'admin') return null;
  return planLimits(isPlanCode(user.currentPlan) ? user.currentPlan : null).clientLimit;
}

export function planNameFor(user: { role?: unknown; currentPlan?: unknown }): string {
  if (user.role === 'admin') return 'admin';
  return isPlanCode(user.currentPlan) ? user.currentPlan : 'free';
}

export function clientLimitInfo(
  user: { role?: unknown; currentPlan?: unknown },
  current: number,
): ClientLimitInfo {
  const cap = clientCapFor(user);
  return {
    current,
    limit: cap ?? 'unlimited',
    canCreate: cap === null || current < cap,
    planName: planNameFor(user),
  };
}
