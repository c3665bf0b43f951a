import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntakeLink } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { intakeKey } from './get-intake';

/** A new private form link (the previous one stops); the raw link exists only in this answer. */
export function useCreateIntakeLink(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<IntakeLink>(`/api/appointments/${appointmentId}/intake-link`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakeKey(appointmentId) }),
  });
}
