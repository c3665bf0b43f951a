import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { waiverKey } from './get-waiver';

/** Each save is a new version; forms signed before keep the text they showed. */
export function useSaveWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiCall('PUT /api/profile/waiver', { body: { text } }),
    onSuccess: (saved) => queryClient.setQueryData(waiverKey, saved),
  });
}
