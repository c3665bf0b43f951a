import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { requestsKey } from './draft-brief';
import type { BriefEditInput } from '@inkforge/domain';

/** Saves the artist's edit of a brief (free). */
export function useSaveBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: BriefEditInput & { requestId: string }) =>
      apiCall('PUT /api/booking-requests/:id/brief', { params: { id: requestId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}
