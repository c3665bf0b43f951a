import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The inbox's key: the brief lives on the request, so the inbox is what refreshes. */
export const requestsKey = apiKey('GET /api/booking-requests');

/** Drafts the brief of a request (1 credit, charged once; refunded when nothing comes back). */
export function useDraftBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiCall('POST /api/booking-requests/:id/brief', { params: { id: requestId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: requestsKey });
      void queryClient.invalidateQueries({ queryKey: apiKey('GET /api/auth/me') });
    },
  });
}
