import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';

export const deleteGalleryItem = (id: string) =>
  apiCall('DELETE /api/gallery/:id', { params: { id } });

export function useDeleteGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: galleryKeys.items });
      await queryClient.invalidateQueries({ queryKey: galleryKeys.limits });
    },
  });
}
