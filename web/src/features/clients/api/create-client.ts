import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiClient,
  EnhancedClientRequest,
  SimpleClient,
  SimpleClientRequest,
} from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

/** POST /api/clients: the simple client of /clients/basic. */
export function createClient(input: SimpleClientRequest): Promise<SimpleClient> {
  return apiCall('POST /api/clients', { body: input });
}

/** POST /api/clients/enhanced: every field of the three-tab dialog. */
export function createEnhancedClient(input: EnhancedClientRequest): Promise<ApiClient> {
  return apiCall('POST /api/clients/enhanced', { body: input });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => refreshClients(queryClient) });
}

export function useCreateEnhancedClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnhancedClient,
    onSuccess: () => refreshClients(queryClient),
  });
}
