import type { QueryClient } from '@tanstack/react-query';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';
import { getGalleryQueryOptions } from '@/features/gallery/api/get-gallery';

/** The gallery's first page: the screen's first query, started at page load. */
export const prefetchData = (queryClient: QueryClient) =>
  queryClient.prefetchInfiniteQuery(getGalleryQueryOptions());

export default function GalleryRoute() {
  return <GalleryScreen />;
}
