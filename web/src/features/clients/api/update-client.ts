import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, UpdateClientRequest } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function updateClient({ id, ...input }: UpdateClientRequest & { id: string }) {
  return apiRequest<ApiClient>(`/api/clients/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClient, onSuccess: () => refreshClients(queryClient) });
}
