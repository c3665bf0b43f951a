import { z } from 'zod';
import { PLAN_CODES, type PlanCode } from '../plans';
import { PLANS, type BillingInterval } from './plan-definitions';

/** What a plan change does, which decides its label, its timing and whether it charges now. */
export type PlanChangeKind = 'upgrade' | 'downgrade' | 'switch-to-yearly' | 'switch-to-monthly';

export interface PlanChoice {
  plan: PlanCode;
  interval: BillingInterval;
}

/**
 * More monthly credits is an upgrade, fewer a downgrade, whatever the billing period; the same
 * plan on the other period is a switch. Null when nothing changes.
 */
export function planChangeKind(from: PlanChoice, to: PlanChoice): PlanChangeKind | null {
  const delta = PLANS[to.plan].monthlyCredits - PLANS[from.plan].monthlyCredits;
  if (delta > 0) return 'upgrade';
  if (delta < 0) return 'downgrade';
  if (from.interval === to.interval) return null;
  return to.interval === 'yearly' ? 'switch-to-yearly' : 'switch-to-monthly';
}

/** Upgrades and the switch to yearly are paid now (prorated); the others at the renewal. */
export const chargesNow = (kind: PlanChangeKind): boolean =>
  kind === 'upgrade' || kind === 'switch-to-yearly';

export const PLAN_CHANGE_LABELS: Record<PlanChangeKind, string> = {
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  'switch-to-yearly': 'Switch to yearly',
  'switch-to-monthly': 'Switch to monthly',
};

/** A change that waits for the renewal (a downgrade or a switch to monthly), shown with Undo. */
export const pendingPlanSchema = z.object({
  planCode: z.enum(PLAN_CODES),
  billing: z.enum(['monthly', 'yearly']),
  effectiveAt: z.string(),
});
export type PendingPlan = z.infer<typeof pendingPlanSchema>;

/** `POST /api/update-subscription/preview`: what the change costs, before it is made. */
export interface PlanChangePreview {
  kind: PlanChangeKind;
  label: string;
  effective: 'now' | 'period_end';
  currency: string;
  /** From the provider's invoice preview (Stripe `invoices.createPreview`, prorated). */
  amountDueNowMinor: number;
  amountDueNowFormatted: string;
  renewalAmountMinor: number;
  renewalAmountFormatted: string;
  renewalInterval: BillingInterval;
  renewalDate: string;
}
