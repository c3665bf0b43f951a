import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TattooStyle } from '@inkforge/domain';
import { api } from '@/lib/api-client';

export function getTattooStyles(): Promise<TattooStyle[]> {
  return api.get<TattooStyle[]>('/api/tattoo-styles');
}

export function getTattooStylesQueryOptions() {
  return queryOptions({ queryKey: ['/api/tattoo-styles'], queryFn: getTattooStyles });
}

export function useTattooStyles() {
  return useQuery(getTattooStylesQueryOptions());
}
