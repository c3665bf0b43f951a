import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlashRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { flashListKey } from './get-flash';

/** POST /api/flash: offers a gallery design as flash. */
export const publishFlash = (body: FlashRequest) => apiCall('POST /api/flash', { body });

export function usePublishFlash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishFlash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashListKey }),
  });
}
