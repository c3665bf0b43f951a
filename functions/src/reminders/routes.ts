import { reminderRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import type { MailDeps } from './deps';
import { emailIntakeLink } from './email-intake-link';
import { listAppointmentMail } from './list-appointment-mail';
import { getReminderSettings, setReminderSettings } from './mail-settings';

/** Beyond the spec: the booking e-mails' settings and what each appointment has sent. */
export function reminderRoutes(deps: MailDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      settings: async ({ uid }) => getReminderSettings(deps, uid),
      saveSettings: async ({ uid, body }) => setReminderSettings(deps, uid, body),
      emailIntakeLink: async ({ uid, params }) => emailIntakeLink(deps, uid, params.id),
      appointmentMail: async ({ uid }) => listAppointmentMail(deps, uid),
    },
    guards,
  );
}
