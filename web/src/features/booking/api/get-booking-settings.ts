import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const bookingSettingsKey = apiKey('GET /api/profile/booking');

/** The artist's booking page settings. */
export function useBookingSettings() {
  return useQuery({
    queryKey: bookingSettingsKey,
    queryFn: () => apiCall('GET /api/profile/booking'),
  });
}
