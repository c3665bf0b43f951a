import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UpdateAppointmentRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { calendarKeys } from '@/lib/query-keys';

export function refreshAppointments(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [calendarKeys.calendar, calendarKeys.clients, calendarKeys.mail].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function updateAppointment({ id, ...input }: UpdateAppointmentRequest & { id: string }) {
  return apiCall('PUT /api/appointments/:id', { params: { id }, body: input });
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => refreshAppointments(queryClient),
  });
}
