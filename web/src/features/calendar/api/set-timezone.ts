import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { calendarKeys } from '@/lib/query-keys';

/** The artist's zone: the calendar groups appointments by day in it. */
export function setTimezone(timezone: string) {
  return apiCall('PUT /api/profile/timezone', { body: { timezone } });
}

export function useSetTimezone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTimezone,
    onSuccess: () =>
      Promise.all(
        [calendarKeys.calendar, calendarKeys.me].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
