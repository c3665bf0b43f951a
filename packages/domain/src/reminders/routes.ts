import { answer, route } from '../api/route';
import type { ApiAppointmentMail, MailStatus } from './appointment-mail';
import type { ReminderSettings } from './reminder-defaults';
import { reminderSettingsRequestSchema } from './reminder-settings';

/** Beyond the spec: the booking e-mails' settings and what each appointment has sent. */
export const reminderRoutes = {
  settings: route({
    method: 'GET',
    path: '/api/profile/reminders',
    access: 'artist',
    answer: answer<ReminderSettings>(),
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/api/profile/reminders',
    access: 'artist',
    body: reminderSettingsRequestSchema,
    answer: answer<ReminderSettings>(),
  }),
  emailIntakeLink: route({
    method: 'POST',
    path: '/api/appointments/:id/intake-link/email',
    access: 'artist',
    answer: answer<{ status: MailStatus; to: string }>(),
  }),
  appointmentMail: route({
    method: 'GET',
    path: '/api/appointment-mail',
    access: 'artist',
    answer: answer<{ mails: ApiAppointmentMail[] }>(),
  }),
};
