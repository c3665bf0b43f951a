import { useQuery } from '@tanstack/react-query';
import type { ApiBookingRequests } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { HEADER_REFRESH_MS } from '@/lib/query-client';

/** The artist's requests inbox; the sidebar's count reads the same query. */
export const bookingRequestsKey = ['/api/booking-requests'] as const;

/** `watch`: refreshed like the header's counts, so a request sent meanwhile shows up. */
export function useBookingRequests({ watch = false } = {}) {
  return useQuery({
    queryKey: bookingRequestsKey,
    queryFn: () => apiRequest<ApiBookingRequests>('/api/booking-requests'),
    refetchInterval: watch ? HEADER_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}
