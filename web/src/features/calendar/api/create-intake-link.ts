import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { intakeKey } from './get-intake';

/** A new private form link (the previous one stops); the raw link exists only in this answer. */
export function useCreateIntakeLink(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall('POST /api/appointments/:id/intake-link', { params: { id: appointmentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakeKey(appointmentId) }),
  });
}
