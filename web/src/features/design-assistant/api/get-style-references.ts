import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const styleReferencesKey = apiKey('GET /api/style-references');

/** The artist's own portfolio pieces that steer the concepts (at most 6), ids and items. */
export function useStyleReferences() {
  return useQuery({
    queryKey: styleReferencesKey,
    queryFn: () => apiCall('GET /api/style-references'),
  });
}
