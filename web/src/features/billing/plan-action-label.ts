import {
  PLAN_CHANGE_LABELS,
  planChangeKind,
  type BillingInterval,
  type PlanCode,
  type User,
} from '@inkforge/domain';

/**
 * What choosing a plan card does for a subscriber, from the plan and period paid for now:
 * "Upgrade", "Downgrade", "Switch to yearly"; null for the current one or with no plan.
 */
export function planChangeLabel(
  user: User,
  target: PlanCode,
  interval: BillingInterval,
): string | null {
  if (!user.currentPlan) return null;
  const kind = planChangeKind(
    { plan: user.currentPlan, interval: user.billing ?? 'monthly' },
    { plan: target, interval },
  );
  return kind ? PLAN_CHANGE_LABELS[kind] : null;
}
