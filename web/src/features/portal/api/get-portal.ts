import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The client's page: every query of it, refreshed after a move, a cancel or a payment. */
export const portalKey = (token: string) => apiKey('GET /api/public/portal/:token', { token });

export const getPortal = (token: string) =>
  apiCall('GET /api/public/portal/:token', { params: { token } });

export const getPortalQueryOptions = (token: string) =>
  queryOptions({ queryKey: portalKey(token), queryFn: () => getPortal(token), retry: false });

/** Everything a client has with one artist, behind their private link (no sign-in). */
export function usePortal(token: string) {
  return useQuery(getPortalQueryOptions(token));
}
