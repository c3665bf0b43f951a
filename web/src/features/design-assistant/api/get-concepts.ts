import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const conceptsKey = (requestId: string) =>
  apiKey('GET /api/booking-requests/:id/concepts', { id: requestId });

/** The concepts sketched for a request, kept and new ones alike. */
export function useConcepts(requestId: string) {
  return useQuery({
    queryKey: conceptsKey(requestId),
    queryFn: async () => {
      const answer = await apiCall('GET /api/booking-requests/:id/concepts', {
        params: { id: requestId },
      });
      return answer.concepts;
    },
  });
}
