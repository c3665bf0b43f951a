import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarAppointment } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { calendarKeys } from '@/lib/query-keys';

/**
 * GET /api/calendar-new: every appointment with what the day needs to know (client, project,
 * signed intake and its medical flags). The calendar shows it all; a client's Appointments tab
 * reads the flags of that client's appointments.
 */
export function getCalendar(): Promise<CalendarAppointment[]> {
  return apiCall('GET /api/calendar-new');
}

export function getCalendarQueryOptions() {
  return queryOptions({ queryKey: calendarKeys.calendar, queryFn: getCalendar });
}

export function useCalendar() {
  return useQuery(getCalendarQueryOptions());
}
