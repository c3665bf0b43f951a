import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';
import { conceptsKey } from './get-concepts';

/** Sketches three low-cost thumbnails from the brief and the style references (1 credit). */
export function useSketchConcepts(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await apiCall('POST /api/booking-requests/:id/concepts', {
        params: { id: requestId },
      });
      return answer.concepts;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conceptsKey(requestId) });
      void queryClient.invalidateQueries({ queryKey: apiKey('GET /api/auth/me') });
    },
  });
}
