import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

/** The date is a wall clock in `timezone`: the studio's, which the form resolves. */
export function createAppointment(input: AppointmentRequest) {
  return apiCall('POST /api/appointments', { body: input });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => refreshClients(queryClient),
  });
}
