import { useMutation, useQuery } from '@tanstack/react-query';
import type { DepositCheckoutRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The deposit behind a client's private link (no sign-in). */
export function usePublicDeposit(token: string, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: apiKey('GET /api/public/deposits/:token', { token }),
    queryFn: () => apiCall('GET /api/public/deposits/:token', { params: { token } }),
    retry: false,
    // Back from Stripe, the payment's event may land a moment after the page.
    refetchInterval: (query) =>
      options.poll && query.state.data?.status === 'requested' ? 1500 : false,
  });
}

/** Starts Stripe Checkout on the artist's account; the browser then goes there. */
export function useStartDepositCheckout(token: string) {
  return useMutation({
    mutationFn: (body: DepositCheckoutRequest) =>
      apiCall('POST /api/public/deposits/:token/checkout', { params: { token }, body }),
  });
}
