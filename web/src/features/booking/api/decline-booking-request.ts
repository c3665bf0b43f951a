import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBookingRequest } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { bookingRequestsKey } from './get-booking-requests';

/** Declines a request; the client receives the message by e-mail. */
export function useDeclineBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiRequest<ApiBookingRequest>(`/api/booking-requests/${encodeURIComponent(id)}/decline`, {
        method: 'POST',
        body: { message },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingRequestsKey }),
  });
}
