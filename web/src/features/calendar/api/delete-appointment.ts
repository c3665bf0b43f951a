import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAppointments } from './update-appointment';

export function deleteAppointment(id: string) {
  return apiRequest<{ success: true }>(`/api/appointments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: () => refreshAppointments(queryClient),
  });
}
