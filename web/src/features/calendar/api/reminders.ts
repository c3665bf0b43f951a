import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAppointmentMail, ReminderSettings } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { calendarKeys } from '@/lib/query-keys';

const SETTINGS_KEY = ['/api/profile/reminders'] as const;

export function useReminderSettings() {
  return useQuery<ReminderSettings>({ queryKey: SETTINGS_KEY });
}

export function useSetReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) =>
      apiRequest<ReminderSettings>('/api/profile/reminders', { method: 'PUT', body: settings }),
    onSuccess: (data) => queryClient.setQueryData(SETTINGS_KEY, data),
  });
}

/**
 * Every booking e-mail of the artist's recent and coming appointments, one request for the
 * whole calendar. Read again whenever a card mounts: a booking made on the clients page sends
 * its confirmation there, and the scheduler sends reminders on its own.
 */
export function useAppointmentMail() {
  return useQuery<{ mails: ApiAppointmentMail[] }>({
    queryKey: calendarKeys.mail,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
