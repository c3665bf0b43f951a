import {
  calendarQuerySchema,
  appointmentRequestSchema,
  enhancedClientRequestSchema,
  paymentRequestSchema,
  projectRequestSchema,
  simpleClientRequestSchema,
  timezoneRequestSchema,
  updateAppointmentRequestSchema,
  updateClientRequestSchema,
  updateProjectRequestSchema,
  workingHoursRequestSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { calendarFeed, calendarFeedPath } from './calendar-feed';
import { getClientLimits } from './client-limits';
import { intakeRoutes } from './intake-routes';
import { approvalRoutes } from './approval-routes';
import { createAppointment } from './create-appointment';
import { createClient } from './create-client';
import { createProject } from './create-project';
import { deleteClient } from './delete-client';
import type { ClientsDeps } from './deps';
import { listBodyPreviews } from './list-body-previews';
import { listCalendar } from './list-calendar';
import { listEnhancedClients, listSimpleClients } from './list-clients';
import { recordPayment } from './record-payment';
import { setTimezone } from './set-timezone';
import { toApiClient, toSimpleClient } from './to-api';
import { deleteProject, updateProject } from './update-project';
import { deleteAppointment, updateAppointment } from './update-appointment';
import { updateClient } from './update-client';
import { getWorkingHours, setWorkingHours } from './working-hours';

const NO_RECORDS = { projects: [], payments: [], appointments: [] };

/** Clients, projects, appointments, payments and the calendar. */
export function clientsRoutes(deps: ClientsDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  router.use(
    ['/clients', '/client-projects', '/project-payments', '/appointments', '/calendar-new'],
    requireAuth,
  );
  const uid = (res: Parameters<typeof authOf>[0]) => authOf(res).uid;

  router.get('/clients', async (_req, res) => {
    res.json(await listSimpleClients(deps, uid(res)));
  });
  router.post('/clients', async (req, res) => {
    const created = await createClient(
      deps,
      uid(res),
      parseBody(simpleClientRequestSchema, req.body),
    );
    res.status(201).json(toSimpleClient(created));
  });
  router.get('/clients/enhanced', async (_req, res) => {
    res.json(await listEnhancedClients(deps, uid(res)));
  });
  router.post('/clients/enhanced', async (req, res) => {
    const input = parseBody(enhancedClientRequestSchema, req.body);
    res.status(201).json(toApiClient(await createClient(deps, uid(res), input), NO_RECORDS));
  });
  router.get('/clients/limits', async (_req, res) => {
    res.json(await getClientLimits(deps, uid(res)));
  });
  router.get('/clients/:id/body-previews', async (req, res) => {
    res.json(await listBodyPreviews(deps, uid(res), req.params.id));
  });
  router.put('/clients/:id', async (req, res) => {
    const input = parseBody(updateClientRequestSchema, req.body);
    res.json(await updateClient(deps, uid(res), req.params.id, input));
  });
  router.delete('/clients/:id', async (req, res) => {
    await deleteClient(deps, uid(res), req.params.id);
    res.json({ success: true });
  });

  router.post('/client-projects', async (req, res) => {
    const input = parseBody(projectRequestSchema, req.body);
    res.status(201).json(await createProject(deps, uid(res), input));
  });
  router.put('/client-projects/:id', async (req, res) => {
    const input = parseBody(updateProjectRequestSchema, req.body);
    res.json(await updateProject(deps, uid(res), req.params.id, input));
  });
  router.delete('/client-projects/:id', async (req, res) => {
    await deleteProject(deps, uid(res), req.params.id);
    res.json({ success: true });
  });
  router.post('/project-payments', async (req, res) => {
    const input = parseBody(paymentRequestSchema, req.body);
    res.status(201).json(await recordPayment(deps, uid(res), input));
  });

  router.post('/appointments', async (req, res) => {
    const input = parseBody(appointmentRequestSchema, req.body);
    res.status(201).json(await createAppointment(deps, uid(res), input));
  });
  router.put('/appointments/:id', async (req, res) => {
    const input = parseBody(updateAppointmentRequestSchema, req.body);
    res.json(await updateAppointment(deps, uid(res), req.params.id, input));
  });
  router.delete('/appointments/:id', async (req, res) => {
    await deleteAppointment(deps, uid(res), req.params.id);
    res.json({ success: true });
  });

  router.get('/calendar-new', async (req, res) => {
    const { date } = parseBody(calendarQuerySchema, req.query);
    res.json(await listCalendar(deps, uid(res), date));
  });
  router.get('/profile/calendar-feed', requireAuth, async (_req, res) => {
    res.json(await calendarFeedPath(deps, uid(res), false));
  });
  router.post('/profile/calendar-feed/rotate', requireAuth, async (_req, res) => {
    res.json(await calendarFeedPath(deps, uid(res), true));
  });
  router.get('/calendar-feed/:file', async (req, res) => {
    const body = await calendarFeed(deps, req.params.file);
    res.type('text/calendar; charset=utf-8').set('Cache-Control', 'private, max-age=300');
    res.send(body);
  });
  router.get('/profile/working-hours', requireAuth, async (_req, res) => {
    res.json(await getWorkingHours(deps, uid(res)));
  });
  router.put('/profile/working-hours', requireAuth, async (req, res) => {
    const hours = parseBody(workingHoursRequestSchema, req.body);
    res.json(await setWorkingHours(deps, uid(res), hours));
  });
  router.put('/profile/timezone', requireAuth, async (req, res) => {
    const { timezone } = parseBody(timezoneRequestSchema, req.body);
    res.json(await setTimezone(deps, uid(res), timezone));
  });
  router.use(intakeRoutes(deps, requireAuth));
  router.use(approvalRoutes(deps, requireAuth));
  return router;
}
