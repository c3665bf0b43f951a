import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientLimitInfo } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';

export function getClientLimits(): Promise<ClientLimitInfo> {
  return apiCall('GET /api/clients/limits');
}

export function getClientLimitsQueryOptions() {
  return queryOptions({ queryKey: clientKeys.limits, queryFn: getClientLimits });
}

export function useClientLimits() {
  return useQuery(getClientLimitsQueryOptions());
}
