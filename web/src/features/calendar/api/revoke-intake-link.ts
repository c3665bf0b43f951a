import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { intakeKey } from './get-intake';

/** Stops the open link at once. */
export function useRevokeIntakeLink(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ success: boolean }>(`/api/appointments/${appointmentId}/intake-link`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakeKey(appointmentId) }),
  });
}
