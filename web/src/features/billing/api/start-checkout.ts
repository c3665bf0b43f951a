import { useMutation } from '@tanstack/react-query';
import type { Currency } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { goTo } from '../go-to';

export interface CheckoutChoice {
  /** A plan code (basic, pro, premium) or a pack code (credits-100, …). */
  plan: string;
  billing: 'monthly' | 'yearly' | 'one-time';
  currency?: Currency;
}

/** POST /api/checkout/multi-currency, then the browser goes to the payment page. */
export async function startCheckout(choice: CheckoutChoice): Promise<string> {
  const { url } = await api.post<{ url?: string }>('/api/checkout/multi-currency', choice);
  if (!url) throw new Error('No checkout URL received');
  return url;
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, onSuccess: (url) => goTo(url) });
}
