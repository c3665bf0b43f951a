import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Starts Stripe Checkout for what is still due on one appointment; the browser goes there. */
export function useStartBalanceCheckout(token: string) {
  return useMutation({
    mutationFn: (appointmentId: string) =>
      apiCall('POST /api/public/portal/:token/appointments/:id/balance-checkout', {
        params: { token, id: appointmentId },
      }),
  });
}
