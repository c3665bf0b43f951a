import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSporeTest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { supplyKeys } from '@/lib/query-keys';

type SporeTestBody = Parameters<typeof apiCall<'POST /api/sterilisation/spore-tests'>>[1]['body'];

export function createSporeTest(body: SporeTestBody): Promise<ApiSporeTest> {
  return apiCall('POST /api/sterilisation/spore-tests', { body });
}

export function useCreateSporeTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSporeTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplyKeys.sporeTests }),
  });
}
