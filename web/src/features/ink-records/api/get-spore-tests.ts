import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSporeTest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

/** GET /api/sterilisation/spore-tests: each failed one with the sessions at risk. */
export async function getSporeTests(): Promise<ApiSporeTest[]> {
  return (await apiCall('GET /api/sterilisation/spore-tests')).tests;
}

export function getSporeTestsQueryOptions() {
  return queryOptions({ queryKey: supplyKeys.sporeTests, queryFn: getSporeTests });
}

export function useSporeTests() {
  return useQuery(getSporeTestsQueryOptions());
}
