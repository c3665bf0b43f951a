import { useQuery } from '@tanstack/react-query';
import { localDateKey, type CalendarAppointment } from '@inkforge/domain';
import { api } from '@/lib/api-client';

/** Today's appointments in the artist's zone (the calendar's own call, with its date filter). */
export function useTodayAppointments(timeZone: string, now: Date) {
  const date = localDateKey(now, timeZone);
  return useQuery({
    queryKey: ['/api/calendar-new', date],
    queryFn: () =>
      api.get<CalendarAppointment[]>(`/api/calendar-new?date=${encodeURIComponent(date)}`),
  });
}
