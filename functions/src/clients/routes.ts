import { clientsRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
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
export function clientsRoutes(deps: ClientsDeps, guards: RouteGuards): Router {
  const router = mountRoutes(
    declared,
    {
      list: async ({ uid }) => listSimpleClients(deps, uid),
      create: async ({ uid, body }) => toSimpleClient(await createClient(deps, uid, body)),
      listEnhanced: async ({ uid }) => listEnhancedClients(deps, uid),
      createEnhanced: async ({ uid, body }) =>
        toApiClient(await createClient(deps, uid, body), NO_RECORDS),
      limits: async ({ uid }) => getClientLimits(deps, uid),
      bodyPreviews: async ({ uid, params }) => listBodyPreviews(deps, uid, params.id),
      update: async ({ uid, params, body }) => updateClient(deps, uid, params.id, body),
      remove: async ({ uid, params }) => {
        await deleteClient(deps, uid, params.id);
        return { success: true };
      },
      createProject: async ({ uid, body }) => createProject(deps, uid, body),
      updateProject: async ({ uid, params, body }) => updateProject(deps, uid, params.id, body),
      deleteProject: async ({ uid, params }) => {
        await deleteProject(deps, uid, params.id);
        return { success: true };
      },
      recordPayment: async ({ uid, body }) => recordPayment(deps, uid, body),
      createAppointment: async ({ uid, body }) => createAppointment(deps, uid, body),
      updateAppointment: async ({ uid, params, body }) =>
        updateAppointment(deps, uid, params.id, body),
      deleteAppointment: async ({ uid, params }) => {
        await deleteAppointment(deps, uid, params.id);
        return { success: true };
      },
      calendar: async ({ uid, query }) => listCalendar(deps, uid, query.date),
      calendarFeed: async ({ uid }) => calendarFeedPath(deps, uid, false),
      rotateCalendarFeed: async ({ uid }) => calendarFeedPath(deps, uid, true),
      calendarFile: async ({ params, res }) => {
        const body = await calendarFeed(deps, params.file);
        res.type('text/calendar; charset=utf-8').set('Cache-Control', 'private, max-age=300');
        res.send(body);
      },
      workingHours: async ({ uid }) => getWorkingHours(deps, uid),
      saveWorkingHours: async ({ uid, body }) => setWorkingHours(deps, uid, body),
      setTimezone: async ({ uid, body }) => setTimezone(deps, uid, body.timezone),
    },
    guards,
  );
  router.use(intakeRoutes(deps, guards));
  router.use(approvalRoutes(deps, guards));
  return router;
}
