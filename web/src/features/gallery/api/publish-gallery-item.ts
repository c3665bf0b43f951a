import type { GalleryPublishRequest } from '@inkforge/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';

export const publishGalleryItem = ({ id, ...body }: GalleryPublishRequest & { id: string }) =>
  apiCall('PUT /api/gallery/:id/public', { params: { id }, body });

/** Shows an item on the artist's public page or takes it off; the gallery and order refresh. */
export function usePublishGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishGalleryItem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryKeys.items }),
        queryClient.invalidateQueries({ queryKey: galleryKeys.portfolioOrder }),
      ]),
  });
}
