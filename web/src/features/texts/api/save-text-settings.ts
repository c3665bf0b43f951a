import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { textSettingsKey } from './get-text-settings';
import { textUsageKey } from './get-text-usage';

export type TextSettingsBody = ApiBodyOf<'PUT /api/settings/texts'>;

export function useSaveTextSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TextSettingsBody) => apiCall('PUT /api/settings/texts', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(textSettingsKey, saved);
      // The dashboard's line says what happens beyond the allowance.
      void queryClient.invalidateQueries({ queryKey: textUsageKey });
    },
  });
}
