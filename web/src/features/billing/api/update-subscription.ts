import { useMutation } from '@tanstack/react-query';
import type { BillingInterval, PlanCode } from '@inkforge/domain';
import { api } from '@/lib/api-client';

export interface PlanChange {
  planCode: PlanCode;
  billing: BillingInterval;
  /** The preview's proration instant, so the charge equals the amount confirmed. */
  prorationDate?: number;
}

/** POST /api/update-subscription: upgrade now (prorated) or downgrade at period end. */
export function updateSubscription(change: PlanChange) {
  return api.post<{ message: string; effective: 'now' | 'period_end' }>(
    '/api/update-subscription',
    change,
  );
}

export function useUpdateSubscription() {
  return useMutation({ mutationFn: updateSubscription });
}
