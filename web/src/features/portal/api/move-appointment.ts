import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { portalKey } from './get-portal';

/** The client moves one appointment to an open time; the page then shows it there. */
export function useMoveAppointment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, start }: { appointmentId: string; start: string }) =>
      apiCall('POST /api/public/portal/:token/appointments/:id/move', {
        params: { token, id: appointmentId },
        body: { start },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKey(token) }),
  });
}
