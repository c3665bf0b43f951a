import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { intakeKey } from './get-intake';

/** Stops the open link at once. */
export function useRevokeIntakeLink(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall('DELETE /api/appointments/:id/intake-link', { params: { id: appointmentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakeKey(appointmentId) }),
  });
}
