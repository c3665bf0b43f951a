import type { PublicProfileRequest } from '@inkforge/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { publicPageKey } from './get-public-page';

/** Saves the page's header; the page shows it within its cache time. */
export function useSavePublicPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicProfileRequest) => apiCall('PUT /api/profile/public-page', { body }),
    onSuccess: (saved) => queryClient.setQueryData(publicPageKey, saved),
  });
}
