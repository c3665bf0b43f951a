import { reminderSettingsRequestSchema } from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import type { MailDeps } from './deps';
import { emailIntakeLink } from './email-intake-link';
import { listAppointmentMail } from './list-appointment-mail';
import { getReminderSettings, setReminderSettings } from './mail-settings';

/** Beyond the spec: the booking e-mails' settings and what each appointment has sent. */
export function reminderRoutes(deps: MailDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  const uid = (res: Parameters<typeof authOf>[0]) => authOf(res).uid;
  router.get('/profile/reminders', requireAuth, async (_req, res) => {
    res.json(await getReminderSettings(deps, uid(res)));
  });
  router.put('/profile/reminders', requireAuth, async (req, res) => {
    const settings = parseBody(reminderSettingsRequestSchema, req.body);
    res.json(await setReminderSettings(deps, uid(res), settings));
  });
  router.post('/appointments/:id/intake-link/email', requireAuth, async (req, res) => {
    res.json(await emailIntakeLink(deps, uid(res), String(req.params.id)));
  });
  router.get('/appointment-mail', requireAuth, async (_req, res) => {
    res.json(await listAppointmentMail(deps, uid(res)));
  });
  return router;
}
