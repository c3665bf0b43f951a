import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@inkforge/domain';
import { api } from '@/lib/api-client';

export const dashboardStatsQueryKey = ['/api/dashboard/stats'] as const;

/** The four stat cards, counted on the server (its cost does not grow with the account). */
export function getDashboardStats(): Promise<DashboardStats> {
  return api.get<DashboardStats>('/api/dashboard/stats');
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({ queryKey: dashboardStatsQueryKey, queryFn: getDashboardStats });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
