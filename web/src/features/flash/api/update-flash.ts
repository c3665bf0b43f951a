import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { flashListKey } from './get-flash';

/** PATCH /api/flash/{id}: any field, archived, or the place on the page. */
export const updateFlash = ({ id, ...body }: ApiBodyOf<'PATCH /api/flash/:id'> & { id: string }) =>
  apiCall('PATCH /api/flash/:id', { params: { id }, body });

export function useUpdateFlash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFlash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashListKey }),
  });
}
