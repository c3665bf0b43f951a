import { useQuery } from '@tanstack/react-query';
import type { GalleryItem } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

/** The artist's gallery, to choose the design, stencil and placement preview from. */
export function useGalleryChoices() {
  return useQuery({
    queryKey: ['/api/gallery'],
    queryFn: async () => (await apiRequest<{ items: GalleryItem[] }>('/api/gallery')).items,
  });
}
