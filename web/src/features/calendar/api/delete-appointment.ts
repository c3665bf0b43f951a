import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshAppointments } from './update-appointment';

export function deleteAppointment(id: string) {
  return apiCall('DELETE /api/appointments/:id', { params: { id } });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: () => refreshAppointments(queryClient),
  });
}
