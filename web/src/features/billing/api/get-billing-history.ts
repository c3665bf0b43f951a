import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

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
    queryKey: apiKey('GET /api/billing/history', ...billingStateOf(user)),
    queryFn: () => apiCall('GET /api/billing/history'),
  });

export function useBillingHistory(user: User) {
  return useQuery(getBillingHistoryQueryOptions(user));
}
