import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { flashListKey } from './get-flash';

/** DELETE /api/flash/{id}: takes the design off the page; the gallery item stays. */
export const deleteFlash = (id: string) => apiCall('DELETE /api/flash/:id', { params: { id } });

export function useDeleteFlash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashListKey }),
  });
}
