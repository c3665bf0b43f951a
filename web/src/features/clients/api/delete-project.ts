import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function deleteProject(id: string) {
  return apiRequest<{ success: true }>(`/api/client-projects/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: () => refreshClients(queryClient) });
}
