import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey, calendarKeys } from '@/lib/query-keys';

const SETTINGS_KEY = apiKey('GET /api/profile/reminders');

export function useReminderSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiCall('GET /api/profile/reminders'),
  });
}

export function useSetReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) =>
      apiCall('PUT /api/profile/reminders', { body: settings }),
    onSuccess: (data) => queryClient.setQueryData(SETTINGS_KEY, data),
  });
}

/**
 * Every booking e-mail of the artist's recent and coming appointments, one request for the
 * whole calendar. Read again whenever a card mounts: a booking made on the clients page sends
 * its confirmation there, and the scheduler sends reminders on its own.
 */
export function useAppointmentMail() {
  return useQuery({
    queryKey: calendarKeys.mail,
    queryFn: () => apiCall('GET /api/appointment-mail'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
