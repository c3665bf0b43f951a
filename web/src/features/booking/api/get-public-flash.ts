import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const publicFlashKey = (username: string) =>
  apiKey('GET /api/public/booking/:username/flash', { username });

/** GET /api/public/booking/{username}/flash: the designs a client can book (no sign-in). */
export const getPublicFlash = (username: string) =>
  apiCall('GET /api/public/booking/:username/flash', { params: { username } });

export const getPublicFlashQueryOptions = (username: string) =>
  queryOptions({
    queryKey: publicFlashKey(username),
    queryFn: () => getPublicFlash(username),
    retry: false,
  });

export function usePublicFlash(username: string) {
  return useQuery(getPublicFlashQueryOptions(username));
}
