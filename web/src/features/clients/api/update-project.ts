import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProjectRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function updateProject({ id, ...input }: UpdateProjectRequest & { id: string }) {
  return apiCall('PUT /api/client-projects/:id', { params: { id }, body: input });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProject, onSuccess: () => refreshClients(queryClient) });
}
