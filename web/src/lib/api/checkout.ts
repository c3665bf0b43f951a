import type { MultiCurrencyCheckoutRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** A plan (basic, pro, premium) billed monthly or yearly, or a pack code billed one-time. */
export type CheckoutChoice = MultiCurrencyCheckoutRequest;

/**
 * POST /api/checkout/multi-currency: the payment page's address. One client for the pricing
 * screens and for a plan chosen before sign-in (resumed after sign-up or login).
 */
export async function startCheckout(choice: CheckoutChoice): Promise<string> {
  const { url } = await apiCall('POST /api/checkout/multi-currency', { body: choice });
  if (!url) throw new Error('No checkout URL received');
  return url;
}
