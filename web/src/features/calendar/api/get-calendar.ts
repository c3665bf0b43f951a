import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarAppointment } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { calendarKeys } from '@/lib/query-keys';

export function getCalendar(): Promise<CalendarAppointment[]> {
  return api.get<CalendarAppointment[]>('/api/calendar-new');
}

export function getCalendarQueryOptions() {
  return queryOptions({ queryKey: calendarKeys.calendar, queryFn: getCalendar });
}

export function useCalendar() {
  return useQuery(getCalendarQueryOptions());
}
