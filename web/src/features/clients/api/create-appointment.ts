import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

/** The browser's zone goes with the date. */
export function createAppointment(input: Omit<AppointmentRequest, 'timezone'>) {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return apiCall('POST /api/appointments', { body: { ...input, timezone } });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => refreshClients(queryClient),
  });
}
