import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';

export function getEnhancedClients(): Promise<ApiClient[]> {
  return apiCall('GET /api/clients/enhanced');
}

export function getEnhancedClientsQueryOptions() {
  return queryOptions({ queryKey: clientKeys.enhanced, queryFn: getEnhancedClients });
}

export function useEnhancedClients() {
  return useQuery(getEnhancedClientsQueryOptions());
}
