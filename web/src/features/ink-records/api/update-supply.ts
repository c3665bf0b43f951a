import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSupply, SupplyState } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

/** PATCH /api/supplies/{id}: marks a supply finished or recalled. */
export function updateSupply(id: string, state: SupplyState): Promise<ApiSupply> {
  return apiCall('PATCH /api/supplies/:id', { params: { id }, body: { state } });
}

export function useUpdateSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: SupplyState }) => updateSupply(id, state),
    onSuccess: () => queryClient.invalidateQueries(supplyKeys.shelf),
  });
}
