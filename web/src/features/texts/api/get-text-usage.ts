import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const textUsageKey = apiKey('GET /api/texts/usage');

export const getTextUsageQueryOptions = () =>
  queryOptions({
    queryKey: textUsageKey,
    queryFn: () => apiCall('GET /api/texts/usage'),
    // Texts go out on their own (reminders, the scheduler): read again when the dashboard shows.
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** This month's segments against the plan's allowance. */
export function useTextUsage() {
  return useQuery(getTextUsageQueryOptions());
}
