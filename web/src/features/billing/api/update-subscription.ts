import { useMutation } from '@tanstack/react-query';
import type { BillingInterval, PlanCode } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

export interface PlanChange {
  planCode: PlanCode;
  billing: BillingInterval;
  /** The preview's proration instant, so the charge equals the amount confirmed. */
  prorationDate?: number;
}

/** POST /api/update-subscription: upgrade now (prorated) or downgrade at period end. */
export function updateSubscription(change: PlanChange) {
  return apiCall('POST /api/update-subscription', { body: change });
}

export function useUpdateSubscription() {
  return useMutation({ mutationFn: updateSubscription });
}
