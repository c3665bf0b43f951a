import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const portalLinkKey = (clientId: string) =>
  apiKey('GET /api/clients/:id/portal-link', { id: clientId });

/** When the client's bookings link was made and last opened. */
export function usePortalLink(clientId: string) {
  return useQuery({
    queryKey: portalLinkKey(clientId),
    queryFn: () => apiCall('GET /api/clients/:id/portal-link', { params: { id: clientId } }),
    // The client opens their page on their own phone: each opening of the record asks again.
    refetchOnMount: 'always',
  });
}
