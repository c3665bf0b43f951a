import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardToday } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/** The first screen's day, worked out on the server in the studio's zone and currency. */
export function getToday(): Promise<DashboardToday> {
  return apiCall('GET /api/dashboard/today');
}

/** A day view must be today's: coming back after a minute asks again (one cheap call). */
const TODAY_FRESH_MS = 60_000;

export function getTodayQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.today,
    queryFn: getToday,
    staleTime: TODAY_FRESH_MS,
  });
}

export function useToday() {
  return useQuery(getTodayQueryOptions());
}
