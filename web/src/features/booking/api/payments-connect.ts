import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/profile/payments-connect. */
export interface ConnectStatus {
  connected: boolean;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

const path = '/api/profile/payments-connect';

/** Whether clients can pay deposits online to the artist's own Stripe account. */
export function usePaymentsConnect() {
  return useQuery({ queryKey: [path], queryFn: () => apiRequest<ConnectStatus>(path) });
}

/** Opens Stripe's onboarding of the artist's own account; the browser then goes there. */
export function useStartPaymentsConnect() {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>(path, { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
