import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiInkPassports } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** GET /api/clients/{id}/ink-passports: the client's passports, newest session first. */
export function getClientPassports(id: string): Promise<ApiInkPassports> {
  return apiCall('GET /api/clients/:id/ink-passports', { params: { id } });
}

export function getClientPassportsQueryOptions(id: string) {
  return queryOptions({
    queryKey: apiKey('GET /api/clients/:id/ink-passports', { id }),
    queryFn: () => getClientPassports(id),
  });
}

export function useClientPassports(id: string) {
  return useQuery(getClientPassportsQueryOptions(id));
}
