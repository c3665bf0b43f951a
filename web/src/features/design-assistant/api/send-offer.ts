import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendOffer } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';
import { requestsKey } from './draft-brief';

/** The offer's fields; without `depositCents` the artist's deposit rule sets it. */
type OfferInput = SendOffer & { requestId: string };

/** Sends one offer: the design to approve, the date, the estimate and the deposit link. */
export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: OfferInput) =>
      apiCall('POST /api/booking-requests/:id/offer', { params: { id: requestId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: requestsKey });
      void queryClient.invalidateQueries({ queryKey: clientKeys.calendar });
      void queryClient.invalidateQueries({ queryKey: clientKeys.enhanced });
    },
  });
}
