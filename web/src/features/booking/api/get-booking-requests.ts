import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';
import { HEADER_REFRESH_MS } from '@/lib/query-client';

/** The artist's requests inbox; the sidebar's count reads the same query. */
export const bookingRequestsKey = apiKey('GET /api/booking-requests');

/** `watch`: refreshed like the header's counts, so a request sent meanwhile shows up. */
export function useBookingRequests({ watch = false } = {}) {
  return useQuery({
    queryKey: bookingRequestsKey,
    queryFn: () => apiCall('GET /api/booking-requests'),
    refetchInterval: watch ? HEADER_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}
