import { useQuery } from '@tanstack/react-query';
import type { ApiBookingRequests } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

/** The artist's requests inbox; the sidebar's count reads the same query. */
export const bookingRequestsKey = ['/api/booking-requests'] as const;

export function useBookingRequests() {
  return useQuery({
    queryKey: bookingRequestsKey,
    queryFn: () => apiRequest<ApiBookingRequests>('/api/booking-requests'),
  });
}
