import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';
import { conceptsKey } from './get-concepts';

/** Keeps a concept: it becomes a gallery item linked to the request, client and project. */
export function useKeepConcept(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conceptId: string) =>
      apiCall('POST /api/concepts/:id/keep', { params: { id: conceptId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conceptsKey(requestId) });
      void queryClient.invalidateQueries(galleryKeys.all);
    },
  });
}
