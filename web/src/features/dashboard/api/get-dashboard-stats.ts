import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/** The four stat cards, counted on the server (its cost does not grow with the account). */
export function getDashboardStats(): Promise<DashboardStats> {
  return apiCall('GET /api/dashboard/stats');
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.stats, queryFn: getDashboardStats });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
