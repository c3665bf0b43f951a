import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const alertSettingsKey = apiKey('GET /api/settings/alerts');

/** Which alerts reach the artist outside the app, how, and the quiet hours. */
export function useAlertSettings() {
  return useQuery({
    queryKey: alertSettingsKey,
    queryFn: () => apiCall('GET /api/settings/alerts'),
  });
}
