import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptBookingRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';
import { bookingRequestsKey } from './get-booking-requests';

/** Accepts a request: a client, a project and a proposed appointment appear elsewhere too. */
export function useAcceptBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AcceptBookingRequest & { id: string }) =>
      apiCall('POST /api/booking-requests/:id/accept', { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingRequestsKey });
      void queryClient.invalidateQueries({ queryKey: clientKeys.enhanced });
      void queryClient.invalidateQueries({ queryKey: clientKeys.simple });
      void queryClient.invalidateQueries({ queryKey: clientKeys.calendar });
    },
  });
}
