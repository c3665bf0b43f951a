import type { QueryClient } from '@tanstack/react-query';
import { getFlashQueryOptions } from '@/features/flash/api/get-flash';
import { FlashScreen } from '@/features/flash/components/flash-screen';

/** The artist's flash list: the screen's first query, started at page load. */
export const prefetchData = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getFlashQueryOptions());

/** /flash: the artist's flash designs and open dates. */
export default function FlashRoute() {
  return <FlashScreen />;
}
