import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Waiver } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

const WAIVER_KEY = ['/api/profile/waiver'] as const;

/** The studio's waiver the intake form shows (the default text until edited). */
export function useWaiver() {
  return useQuery<Waiver>({ queryKey: WAIVER_KEY });
}

/** Each save is a new version; forms signed before keep the text they showed. */
export function useSaveWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<Waiver>('/api/profile/waiver', { method: 'PUT', body: { text } }),
    onSuccess: (saved) => queryClient.setQueryData(WAIVER_KEY, saved),
  });
}
