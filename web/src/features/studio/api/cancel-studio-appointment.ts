import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositOutcome } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { appointmentParams, type AppointmentRef } from './get-studio-appointment';
import { studioCalendarKey } from './get-studio-calendar';

/** POST …/appointments/{id}/cancel: with what becomes of a deposit held on it, when asked. */
export const cancelStudioAppointment = ({
  depositOutcome,
  ...ref
}: AppointmentRef & { depositOutcome?: DepositOutcome }) =>
  apiCall('POST /api/studios/:id/artists/:artistUid/appointments/:appointmentId/cancel', {
    params: appointmentParams(ref),
    body: depositOutcome ? { depositOutcome } : {},
  });

export function useCancelStudioAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelStudioAppointment,
    onSuccess: (_, { studioId }) =>
      queryClient.invalidateQueries({ queryKey: studioCalendarKey(studioId) }),
  });
}
