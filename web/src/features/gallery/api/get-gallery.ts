import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';

/** GET /api/gallery: one page of saved designs, newest first; `cursor` names the next page. */
export const getGalleryPage = (cursor: string | null) =>
  apiCall('GET /api/gallery', { query: { cursor } });

/** Pages load on demand ("Load more"); a refresh after a save or delete starts from the top. */
export const getGalleryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: galleryKeys.items,
    queryFn: ({ pageParam }) => getGalleryPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useGallery() {
  const query = useInfiniteQuery(getGalleryQueryOptions());
  return {
    ...query,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
  };
}
