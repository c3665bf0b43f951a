import type { QueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/lib/query-keys';

/** After any change: the lists, the limit counter and the calendar show fresh data. */
export function refreshClients(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [clientKeys.simple, clientKeys.enhanced, clientKeys.limits, clientKeys.calendar].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
