import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/**
 * GET /api/credits/ledger: newest first, a page at a time. Keyed on the balance the user query
 * holds, so any movement (which changes it) reloads the list.
 */
export function useCreditHistory(balance: number) {
  return useInfiniteQuery({
    queryKey: apiKey('GET /api/credits/ledger', balance),
    queryFn: ({ pageParam }) =>
      apiCall('GET /api/credits/ledger', { query: { cursor: pageParam || undefined } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
