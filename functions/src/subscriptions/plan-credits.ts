import { PLANS, isPlanCode, type BillingInterval, type PlanCode } from '@inkforge/domain';
import { expireStep, grantStep, type MovementStep } from '../credits/apply-movements';

/** Whole calendar months from the subscription start to `now` (0 during the first month). */
export function monthIndex(startedAt: Date, now: Date): number {
  let months =
    (now.getUTCFullYear() - startedAt.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - startedAt.getUTCMonth());
  const anchor = new Date(startedAt);
  anchor.setUTCMonth(anchor.getUTCMonth() + months);
  if (anchor.getTime() > now.getTime()) months -= 1;
  return Math.max(0, months);
}

/** The key of a yearly plan's grant for one month: (subscription, month index). */
export const yearlyGrantKey = (subscriptionId: string, index: number) =>
  `${subscriptionId}:month-${index}`;

export const invoiceGrantKey = (invoiceId: string) => `invoice-${invoiceId}`;

/** Last month's subscription credits expire and the month's allowance is granted, once. */
export function monthlyResetSteps(key: string, plan: PlanCode, interval: BillingInterval) {
  const credits = PLANS[plan].monthlyCredits;
  return [
    expireStep(`${key}:expire`, 'subscription credits replaced by the new month'),
    grantStep('subscription', credits, key, `${plan} ${interval} credits`),
  ];
}

/** The plan and billing a subscription's metadata names (set by our checkout and plan change). */
export function planOf(
  metadata: Record<string, string>,
): { plan: PlanCode; interval: BillingInterval } | null {
  const plan = metadata.planCode;
  if (!isPlanCode(plan)) return null;
  return { plan, interval: metadata.billing === 'yearly' ? 'yearly' : 'monthly' };
}

/** An upgrade's proration invoice adds the difference between the two plans' allowances. */
export function upgradeSteps(invoiceId: string, from: PlanCode, to: PlanCode): MovementStep[] {
  const difference = PLANS[to].monthlyCredits - PLANS[from].monthlyCredits;
  if (difference <= 0) return [];
  return [
    grantStep('subscription', difference, invoiceGrantKey(invoiceId), `upgrade ${from} → ${to}`),
  ];
}
