import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** An artist's public booking page (no sign-in). */
export function useBookingPage(username: string) {
  return useQuery({
    queryKey: apiKey('GET /api/public/booking/:username', { username }),
    queryFn: () => apiCall('GET /api/public/booking/:username', { params: { username } }),
    retry: false,
  });
}
