import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TattooStyle } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export function getTattooStyles(): Promise<TattooStyle[]> {
  return apiCall('GET /api/tattoo-styles');
}

export function getTattooStylesQueryOptions() {
  return queryOptions({ queryKey: apiKey('GET /api/tattoo-styles'), queryFn: getTattooStyles });
}

export function useTattooStyles() {
  return useQuery(getTattooStylesQueryOptions());
}
