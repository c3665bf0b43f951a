import type { PlanCode } from '../plans';
import { PLANS } from './plan-definitions';

export interface PlanLimits {
  monthlyCredits: number;
  /** Null means unlimited. */
  clientLimit: number | null;
  galleryLimit: number;
}

/** Without a plan nothing is included: the spec gives Free a gallery limit of 0. */
export const FREE_LIMITS: PlanLimits = { monthlyCredits: 0, clientLimit: 0, galleryLimit: 0 };

/** Limits for a user's current plan; null or absent (no subscription) means Free. */
export function planLimits(plan: PlanCode | null | undefined): PlanLimits {
  if (!plan) return FREE_LIMITS;
  const { monthlyCredits, clientLimit, galleryLimit } = PLANS[plan];
  return { monthlyCredits, clientLimit, galleryLimit };
}

export function isWithinLimit(limit: number | null, currentCount: number): boolean {
  return limit === null || currentCount < limit;
}
