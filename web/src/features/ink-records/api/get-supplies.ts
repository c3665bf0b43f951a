import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSupplyList, SupplyStatus } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

/** GET /api/supplies: the shelf under one filter, or all of it (the record picker's view). */
export function getSupplies(state: SupplyStatus | 'all'): Promise<ApiSupplyList> {
  return apiCall('GET /api/supplies', { query: { state: state === 'all' ? null : state } });
}

export function getSuppliesQueryOptions(state: SupplyStatus | 'all') {
  return queryOptions({ queryKey: supplyKeys.list(state), queryFn: () => getSupplies(state) });
}

export function useSupplies(state: SupplyStatus | 'all') {
  return useQuery(getSuppliesQueryOptions(state));
}
