import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAppointment, AppointmentRequest } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

/** The browser's zone goes with the date. */
export function createAppointment(input: Omit<AppointmentRequest, 'timezone'>) {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return api.post<ApiAppointment>('/api/appointments', { ...input, timezone });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => refreshClients(queryClient),
  });
}
