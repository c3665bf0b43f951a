import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { styleReferencesKey } from './get-style-references';

/** Saves the chosen style references; the server refuses more than 6 or another's work. */
export function useSaveStyleReferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemIds: string[]) => apiCall('PUT /api/style-references', { body: { itemIds } }),
    onSuccess: (saved) => queryClient.setQueryData(styleReferencesKey, saved),
  });
}
