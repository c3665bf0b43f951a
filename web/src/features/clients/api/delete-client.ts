import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function deleteClient(id: string) {
  return apiCall('DELETE /api/clients/:id', { params: { id } });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClient, onSuccess: () => refreshClients(queryClient) });
}
