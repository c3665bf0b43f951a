import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingHistory, User } from '@inkforge/domain';
import { api } from '@/lib/api-client';

/** What decides the next charge: a plan change, cancel, renewal or failed payment changes it. */
const billingStateOf = (user: User) => [
  user.currentPlan,
  user.billing,
  user.subscriptionStatus,
  user.subscriptionRenewsAt,
  user.pendingPlan?.planCode ?? null,
  user.pendingPlan?.billing ?? null,
];

/** GET /api/billing/history: next charge, invoices and card, re-read when the plan changes. */
export const getBillingHistoryQueryOptions = (user: User) =>
  queryOptions({
    queryKey: ['/api/billing/history', ...billingStateOf(user)],
    queryFn: () => api.get<BillingHistory>('/api/billing/history'),
  });

export function useBillingHistory(user: User) {
  return useQuery(getBillingHistoryQueryOptions(user));
}
