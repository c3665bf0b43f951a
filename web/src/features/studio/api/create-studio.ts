import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { myStudioKey } from './get-my-studio';

type CreateStudioInput = ApiBodyOf<'POST /api/studios'>;

/** POST /api/studios: a paid artist opens a studio and becomes its owner. */
export const createStudio = (body: CreateStudioInput) => apiCall('POST /api/studios', { body });

export function useCreateStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudio,
    onSuccess: (studio) => queryClient.setQueryData(myStudioKey, studio),
  });
}
