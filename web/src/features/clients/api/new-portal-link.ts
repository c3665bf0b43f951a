import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { portalLinkKey } from './get-portal-link';

/** A new bookings link for the client: every earlier one stops working. */
export function useNewPortalLink(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('POST /api/clients/:id/portal-link', { params: { id: clientId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalLinkKey(clientId) }),
  });
}
