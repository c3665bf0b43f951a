import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiProject, ProjectRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function createProject(input: ProjectRequest): Promise<ApiProject> {
  return apiCall('POST /api/client-projects', { body: input });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => refreshClients(queryClient) });
}
