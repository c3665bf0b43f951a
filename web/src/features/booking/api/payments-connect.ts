import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** Whether clients can pay deposits online to the artist's own Stripe account. */
export function usePaymentsConnect() {
  return useQuery({
    queryKey: apiKey('GET /api/profile/payments-connect'),
    queryFn: () => apiCall('GET /api/profile/payments-connect'),
  });
}

/** Opens Stripe's onboarding of the artist's own account; the browser then goes there. */
export function useStartPaymentsConnect() {
  return useMutation({
    mutationFn: () => apiCall('POST /api/profile/payments-connect'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
