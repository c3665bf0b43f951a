import type { AlertSettings } from '@inkforge/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { alertSettingsKey } from './get-alert-settings';

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettings) => apiCall('PUT /api/settings/alerts', { body }),
    onSuccess: (saved) => queryClient.setQueryData(alertSettingsKey, saved),
  });
}
