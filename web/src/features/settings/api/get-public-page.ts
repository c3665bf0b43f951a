import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const publicPageKey = apiKey('GET /api/profile/public-page');

/** The header of the artist's public page: studio, city, address, languages, links. */
export function usePublicPage() {
  return useQuery({
    queryKey: publicPageKey,
    queryFn: () => apiCall('GET /api/profile/public-page'),
  });
}
