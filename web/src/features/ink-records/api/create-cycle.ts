import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSterilisationCycle } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

type CycleBody = Parameters<typeof apiCall<'POST /api/sterilisation/cycles'>>[1]['body'];

export function createCycle(body: CycleBody): Promise<ApiSterilisationCycle> {
  return apiCall('POST /api/sterilisation/cycles', { body });
}

export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplyKeys.cycles }),
  });
}
