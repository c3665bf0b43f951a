import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateClientRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function updateClient({ id, ...input }: UpdateClientRequest & { id: string }) {
  return apiCall('PUT /api/clients/:id', { params: { id }, body: input });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClient, onSuccess: () => refreshClients(queryClient) });
}
