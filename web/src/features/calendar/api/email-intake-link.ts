import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { calendarKeys } from '@/lib/query-keys';
import { intakeKey } from './get-intake';

/** E-mails the client a fresh form link (the one shown before stops): one mail per press. */
export function useEmailIntakeLink(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall('POST /api/appointments/:id/intake-link/email', { params: { id: appointmentId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: intakeKey(appointmentId) });
      await queryClient.invalidateQueries({ queryKey: calendarKeys.calendar });
    },
  });
}
