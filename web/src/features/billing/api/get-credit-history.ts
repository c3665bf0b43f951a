import { useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerEntry } from '@inkforge/domain';
import { api } from '@/lib/api-client';

export interface LedgerPage {
  entries: LedgerEntry[];
  nextCursor: string | null;
}

/**
 * GET /api/credits/ledger: newest first, a page at a time. Keyed on the balance the user query
 * holds, so any movement (which changes it) reloads the list.
 */
export function useCreditHistory(balance: number) {
  return useInfiniteQuery({
    queryKey: ['/api/credits/ledger', balance],
    queryFn: ({ pageParam }) =>
      api.get<LedgerPage>(
        pageParam
          ? `/api/credits/ledger?cursor=${encodeURIComponent(pageParam)}`
          : '/api/credits/ledger',
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
