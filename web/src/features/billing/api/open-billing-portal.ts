import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goTo } from '../go-to';

/** POST /api/billing/customer-portal: cards, invoices, cancel and reactivate live there. */
export async function openBillingPortal(): Promise<string> {
  const { url } = await api.post<{ url?: string }>('/api/billing/customer-portal');
  if (!url) throw new Error('No portal URL received from server');
  return url;
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: (url) => goTo(url) });
}
