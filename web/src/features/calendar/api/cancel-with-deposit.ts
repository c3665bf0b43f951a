import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshAppointments } from './update-appointment';

/** How a visit with a deposit paid online is cancelled: the deposit refunded, or kept. */
export type CancelWithDepositChoice = 'refund' | 'keep';

/**
 * Cancels an appointment whose deposit was paid online, in one action with the deposit's fate:
 * refunded through Stripe (the visit cancelled in the refund's own claim) or kept as a late
 * cancel. Both are the deposit's own outcome: two at once, one applies.
 */
export function useCancelWithDeposit(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: CancelWithDepositChoice) =>
      apiCall('POST /api/appointments/:id/deposit-outcome', {
        params: { id: appointmentId },
        body:
          choice === 'refund'
            ? { outcome: 'refund', cancel: true }
            : { outcome: 'keep', reason: 'late_cancel' },
      }),
    onSuccess: () => refreshAppointments(queryClient),
  });
}
