import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { conceptsKey } from './get-concepts';

/** Discards a concept: it leaves the list of ones to choose from. */
export function useDiscardConcept(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conceptId: string) =>
      apiCall('POST /api/concepts/:id/discard', { params: { id: conceptId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conceptsKey(requestId) }),
  });
}
