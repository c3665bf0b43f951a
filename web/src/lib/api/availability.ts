import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const availabilityKey = apiKey('GET /api/profile/availability');

/**
 * GET /api/profile/availability: buffer, booking window, time off and flash days. The Flash
 * screen edits them; the calendar marks the flash days.
 */
export const getAvailability = async () =>
  (await apiCall('GET /api/profile/availability')).availability;

export const getAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: availabilityKey, queryFn: getAvailability });

export function useAvailability() {
  return useQuery(getAvailabilityQueryOptions());
}
