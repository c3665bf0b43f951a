import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimpleClient } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';

export function getClients(): Promise<SimpleClient[]> {
  return apiCall('GET /api/clients');
}

export function getClientsQueryOptions() {
  return queryOptions({ queryKey: clientKeys.simple, queryFn: getClients });
}

export function useClients() {
  return useQuery(getClientsQueryOptions());
}
