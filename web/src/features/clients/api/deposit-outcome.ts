import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositOutcomeRequest, DepositRequestBody } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

/** Keep, move, refund or carry an appointment's paid deposit, in one action. */
export function useDepositOutcome(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositOutcomeRequest) =>
      apiCall('POST /api/appointments/:id/deposit-outcome', {
        params: { id: appointmentId },
        body,
      }),
    onSuccess: () => refreshClients(queryClient),
  });
}

/** Asks a deposit online on an appointment: a fresh link for the client. */
export function useAskDeposit(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositRequestBody) =>
      apiCall('POST /api/appointments/:id/deposit-request', {
        params: { id: appointmentId },
        body,
      }),
    onSuccess: () => refreshClients(queryClient),
  });
}
