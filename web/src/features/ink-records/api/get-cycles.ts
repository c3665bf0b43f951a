import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSterilisationCycle } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

/** GET /api/sterilisation/cycles: the autoclave log, for the log screen and the record's pick. */
export async function getCycles(): Promise<ApiSterilisationCycle[]> {
  return (await apiCall('GET /api/sterilisation/cycles')).cycles;
}

export function getCyclesQueryOptions() {
  return queryOptions({ queryKey: supplyKeys.cycles, queryFn: getCycles });
}

export function useCycles() {
  return useQuery(getCyclesQueryOptions());
}
