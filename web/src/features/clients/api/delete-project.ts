import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function deleteProject(id: string) {
  return apiCall('DELETE /api/client-projects/:id', { params: { id } });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: () => refreshClients(queryClient) });
}
