import type { QueryClient } from '@tanstack/react-query';
import { clientKeys, dashboardKeys } from '@/lib/query-keys';

/**
 * After any change: the lists, the limit counter, the calendar and the dashboard's day show
 * fresh data.
 */
export function refreshClients(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      clientKeys.simple,
      clientKeys.enhanced,
      clientKeys.limits,
      clientKeys.calendar,
      dashboardKeys.today,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
