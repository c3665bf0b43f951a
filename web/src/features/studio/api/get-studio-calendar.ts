import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export interface CalendarRange {
  studioId: string;
  from: string;
  to: string;
  artist: string | null;
}

/** Every studio calendar query: a booking, move or cancel refreshes them all. */
export const studioCalendarKey = (studioId: string) =>
  apiKey('GET /api/studios/:id/calendar', { id: studioId });

/** GET /api/studios/{id}/calendar: the days from–to in the studio's zone, one artist or all. */
export const getStudioCalendar = ({ studioId, from, to, artist }: CalendarRange) =>
  apiCall('GET /api/studios/:id/calendar', {
    params: { id: studioId },
    query: { from, to, artist },
  });

export const getStudioCalendarQueryOptions = (range: CalendarRange) =>
  queryOptions({
    queryKey: [...studioCalendarKey(range.studioId), range.from, range.to, range.artist],
    queryFn: () => getStudioCalendar(range),
    // The previous days stay on screen while the next ones load: no flash of an empty week.
    placeholderData: keepPreviousData,
  });

export function useStudioCalendar(range: CalendarRange) {
  return useQuery(getStudioCalendarQueryOptions(range));
}
