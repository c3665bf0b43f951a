import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiProject, UpdateProjectRequest } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function updateProject({ id, ...input }: UpdateProjectRequest & { id: string }) {
  return apiRequest<ApiProject>(`/api/client-projects/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProject, onSuccess: () => refreshClients(queryClient) });
}
