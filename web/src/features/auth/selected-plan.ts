import { isPlanCode, type BillingInterval, type PlanCode } from '@inkforge/domain';
import { readItem, removeItem, storageKeys, writeItem } from '@/lib/storage';

type Billing = BillingInterval;

/** A plan chosen before signing in, waiting to become a checkout. */
export interface SelectedPlan {
  planCode: PlanCode;
  billing: Billing;
}

function parse(raw: string | null): SelectedPlan | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { planCode?: unknown; billing?: unknown };
    if (!isPlanCode(value.planCode)) return undefined;
    return { planCode: value.planCode, billing: value.billing === 'yearly' ? 'yearly' : 'monthly' };
  } catch {
    return undefined;
  }
}

export function readSelectedPlan(): SelectedPlan | undefined {
  return (
    parse(readItem('local', storageKeys.selectedPlan)) ??
    parse(readItem('session', storageKeys.selectedPlan))
  );
}

export function saveSelectedPlan(plan: SelectedPlan): void {
  writeItem('session', storageKeys.selectedPlan, JSON.stringify(plan));
}

export function clearSelectedPlan(): void {
  removeItem('local', storageKeys.selectedPlan);
  removeItem('session', storageKeys.selectedPlan);
}
