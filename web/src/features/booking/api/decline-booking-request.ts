import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { bookingRequestsKey } from './get-booking-requests';

/** Declines a request; the client receives the message by e-mail. */
export function useDeclineBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiCall('POST /api/booking-requests/:id/decline', { params: { id }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingRequestsKey }),
  });
}
