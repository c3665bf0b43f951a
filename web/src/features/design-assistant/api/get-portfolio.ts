import { useQuery } from '@tanstack/react-query';
import { GALLERY_PAGE_MAX } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/**
 * The artist's own pieces to pick style references from: the newest page of the gallery,
 * less clients' healed photos (a client's photo is not the artist's style to borrow).
 */
export function usePortfolioPieces() {
  return useQuery({
    queryKey: apiKey('GET /api/gallery', 'style-references'),
    queryFn: async () => {
      const page = await apiCall('GET /api/gallery', { query: { limit: GALLERY_PAGE_MAX } });
      return page.items.filter((item) => item.consent === null && item.type !== 'body_preview');
    },
  });
}
