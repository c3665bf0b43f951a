import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiPortal } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The client's page: every query of it, refreshed after a move, a cancel or a payment. */
export const portalKey = (token: string) => apiKey('GET /api/public/portal/:token', { token });

export const getPortal = (token: string) =>
  apiCall('GET /api/public/portal/:token', { params: { token } });

export const getPortalQueryOptions = (token: string) =>
  queryOptions({ queryKey: portalKey(token), queryFn: () => getPortal(token), retry: false });

/** Whether any appointment still shows a balance the client may pay online. */
export const balanceOpen = (portal: ApiPortal): boolean =>
  [...portal.upcoming, ...portal.past].some(
    (a) => a.balanceOnline === true && !!a.balanceDue && a.balanceDue.cents > 0,
  );

/** Back from Stripe, the payment's event may land a little after the page: ask again a while. */
const POLL_MS = 1500;
const POLL_TIMES = 20;

/** Everything a client has with one artist, behind their private link (no sign-in). */
export function usePortal(token: string, { poll = false } = {}) {
  return useQuery({
    ...getPortalQueryOptions(token),
    refetchInterval: (query) =>
      poll &&
      query.state.data &&
      balanceOpen(query.state.data) &&
      query.state.dataUpdateCount < POLL_TIMES
        ? POLL_MS
        : false,
  });
}
