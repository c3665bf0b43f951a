import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSupply, CreateSupplyRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

export function createSupply(body: CreateSupplyRequest): Promise<ApiSupply> {
  return apiCall('POST /api/supplies', { body });
}

export function useCreateSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupply,
    onSuccess: () => queryClient.invalidateQueries(supplyKeys.shelf),
  });
}
