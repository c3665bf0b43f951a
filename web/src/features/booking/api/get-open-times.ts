import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export interface OpenTimesQuery {
  flashId: string;
  variant: number;
  /** The first instant asked for (ISO); the server starts at now without it. */
  from?: string;
}

/** Every open-times query of a page: a refused hold refreshes them all. */
export const openTimesKey = (username: string) =>
  apiKey('GET /api/public/booking/:username/times', { username });

/** GET …/times: open start times for one design and size, two weeks at a time. */
export const getOpenTimes = (username: string, { flashId, variant, from }: OpenTimesQuery) => {
  const to = from ? new Date(new Date(from).getTime() + 14 * 86_400_000).toISOString() : undefined;
  return apiCall('GET /api/public/booking/:username/times', {
    params: { username },
    query: { flashId, variant, from, to },
  });
};

export const getOpenTimesQueryOptions = (username: string, query: OpenTimesQuery) =>
  queryOptions({
    queryKey: [...openTimesKey(username), query],
    queryFn: () => getOpenTimes(username, query),
    retry: false,
  });

export function useOpenTimes(username: string, query: OpenTimesQuery | null) {
  return useQuery({
    ...getOpenTimesQueryOptions(username, query ?? { flashId: '', variant: 0 }),
    enabled: query !== null,
    // Paging to later dates keeps the last days on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
