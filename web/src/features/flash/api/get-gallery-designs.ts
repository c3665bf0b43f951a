import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The first page of the gallery, under the key (and in the shape) other screens read it. */
export const getGalleryDesigns = async () => (await apiCall('GET /api/gallery')).items;

export const getGalleryDesignsQueryOptions = () =>
  queryOptions({ queryKey: apiKey('GET /api/gallery'), queryFn: getGalleryDesigns });

/** The designs flash is made from: a body preview is a photo of skin, not a design. */
export function useGalleryDesigns() {
  return useQuery({
    ...getGalleryDesignsQueryOptions(),
    select: (items) => items.filter((item) => item.type !== 'body_preview'),
  });
}
