import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** Every change to the artist's flash refreshes this list. */
export const flashListKey = apiKey('GET /api/flash');

/** GET /api/flash: the artist's flash designs, archived ones too, in page order. */
export const getFlash = () => apiCall('GET /api/flash');

export const getFlashQueryOptions = () =>
  queryOptions({ queryKey: flashListKey, queryFn: getFlash });

export function useFlash() {
  return useQuery(getFlashQueryOptions());
}
