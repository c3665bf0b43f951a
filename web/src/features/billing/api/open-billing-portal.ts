import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { goTo } from '../go-to';

/** POST /api/billing/customer-portal: cards, invoices, cancel and reactivate live there. */
export async function openBillingPortal(): Promise<string> {
  const { url } = await apiCall('POST /api/billing/customer-portal');
  if (!url) throw new Error('No portal URL received from server');
  return url;
}

const portalFailed = (e: Error) =>
  notifyError('Error', errorMessage(e, 'Failed to access billing portal'));

/** Opens Stripe's portal in this tab; a failure is said in a toast (`onError`'s, if given). */
export function useOpenBillingPortal(onError: (e: Error) => void = portalFailed) {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: (url) => goTo(url), onError });
}
