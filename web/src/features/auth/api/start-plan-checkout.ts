import { api } from '@/lib/api-client';
import type { SelectedPlan } from '../selected-plan';

/** POST /api/checkout/multi-currency: the payment page for a plan chosen before sign-in. */
export async function startPlanCheckout(plan: SelectedPlan): Promise<string> {
  const { url } = await api.post<{ url?: string }>('/api/checkout/multi-currency', {
    plan: plan.planCode,
    billing: plan.billing,
  });
  if (!url) throw new Error('No checkout URL received');
  return url;
}
