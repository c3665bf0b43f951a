import type { QueryClient } from '@tanstack/react-query';
import { clientKeys, dashboardKeys } from '@/lib/query-keys';

/**
 * After any change: the lists, the limit counter, the calendar and the dashboard's "Registered
 * Clients" show fresh data.
 */
export function refreshClients(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      clientKeys.simple,
      clientKeys.enhanced,
      clientKeys.limits,
      clientKeys.calendar,
      dashboardKeys.stats,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
