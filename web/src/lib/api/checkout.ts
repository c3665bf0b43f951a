import type { Currency } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

export interface CheckoutChoice {
  /** A plan code (basic, pro, premium) or a pack code (credits-100, …). */
  plan: string;
  billing: 'monthly' | 'yearly' | 'one-time';
  currency?: Currency;
}

/**
 * POST /api/checkout/multi-currency: the payment page's address. One client for the pricing
 * screens and for a plan chosen before sign-in (resumed after sign-up or login).
 */
export async function startCheckout(choice: CheckoutChoice): Promise<string> {
  const { url } = await apiCall('POST /api/checkout/multi-currency', { body: choice });
  if (!url) throw new Error('No checkout URL received');
  return url;
}
