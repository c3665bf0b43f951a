import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function deleteClient(id: string) {
  return apiRequest<{ success: true }>(`/api/clients/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClient, onSuccess: () => refreshClients(queryClient) });
}
