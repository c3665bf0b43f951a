import { useQuery } from '@tanstack/react-query';
import { localDateKey } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** Today's appointments in the artist's zone (the calendar's own call, with its date filter). */
export function useTodayAppointments(timeZone: string, now: Date) {
  const date = localDateKey(now, timeZone);
  return useQuery({
    queryKey: apiKey('GET /api/calendar-new', date),
    queryFn: () => apiCall('GET /api/calendar-new', { query: { date } }),
  });
}
