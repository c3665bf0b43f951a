import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { portalKey } from './get-portal';

/** The client cancels one appointment; the deposit goes as the dialog said it would. */
export function useCancelAppointment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      apiCall('POST /api/public/portal/:token/appointments/:id/cancel', {
        params: { token, id: appointmentId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKey(token) }),
  });
}
