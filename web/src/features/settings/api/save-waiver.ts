import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Waiver } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { waiverKey } from './get-waiver';

/** Each save is a new version; forms signed before keep the text they showed. */
export function useSaveWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<Waiver>('/api/profile/waiver', { method: 'PUT', body: { text } }),
    onSuccess: (saved) => queryClient.setQueryData(waiverKey, saved),
  });
}
