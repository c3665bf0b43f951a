import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiProject, ProjectRequest } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function createProject(input: ProjectRequest): Promise<ApiProject> {
  return api.post<ApiProject>('/api/client-projects', input);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => refreshClients(queryClient) });
}
