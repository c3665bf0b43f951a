import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, galleryKeys } from '@/lib/query-keys';

export const deleteGalleryItem = (id: string) =>
  apiRequest<{ deleted: boolean }>(`/api/gallery/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export function useDeleteGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: galleryKeys.items });
      await queryClient.invalidateQueries({ queryKey: galleryKeys.limits });
      // The dashboard counts gallery images too.
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
    },
  });
}
