import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The artist's gallery, to choose the design, stencil and placement preview from. */
export function useGalleryChoices() {
  return useQuery({
    queryKey: apiKey('GET /api/gallery'),
    queryFn: async () => (await apiCall('GET /api/gallery')).items,
  });
}
