import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiPublicDeposit, DepositCheckoutRequest } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

const depositPath = (token: string) => `/api/public/deposits/${encodeURIComponent(token)}`;

/** The deposit behind a client's private link (no sign-in). */
export function usePublicDeposit(token: string, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: ['/api/public/deposits', token],
    queryFn: () => apiRequest<ApiPublicDeposit>(depositPath(token)),
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
      apiRequest<{ url: string }>(`${depositPath(token)}/checkout`, { method: 'POST', body }),
  });
}
