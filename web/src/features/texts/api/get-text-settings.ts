import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const textSettingsKey = apiKey('GET /api/settings/texts');

export const getTextSettingsQueryOptions = () =>
  queryOptions({
    queryKey: textSettingsKey,
    queryFn: () => apiCall('GET /api/settings/texts'),
  });

/** Settings → Texts, and whether this server can text at all (`configured`). */
export function useTextSettings() {
  return useQuery(getTextSettingsQueryOptions());
}
