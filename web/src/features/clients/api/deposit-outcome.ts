import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiAppointmentDeposit,
  DepositOutcomeRequest,
  DepositRequestBody,
} from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

/** Keep, move, refund or carry an appointment's paid deposit, in one action. */
export function useDepositOutcome(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositOutcomeRequest) =>
      api.post<ApiAppointmentDeposit>(
        `/api/appointments/${encodeURIComponent(appointmentId)}/deposit-outcome`,
        body,
      ),
    onSuccess: () => refreshClients(queryClient),
  });
}

/** Asks a deposit online on an appointment: a fresh link for the client. */
export function useAskDeposit(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositRequestBody) =>
      api.post<ApiAppointmentDeposit>(
        `/api/appointments/${encodeURIComponent(appointmentId)}/deposit-request`,
        body,
      ),
    onSuccess: () => refreshClients(queryClient),
  });
}
