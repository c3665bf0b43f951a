import type { ApiResponses, ApiRoute } from '@inkforge/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type { calendarFeedPath } from '../clients/calendar-feed';
import type { getClientLimits } from '../clients/client-limits';
import type { createAppointment } from '../clients/create-appointment';
import type { createIntakeLink } from '../clients/create-intake-link';
import type { createProject } from '../clients/create-project';
import type { getApproval } from '../clients/get-approval';
import type { getIntakeStatus } from '../clients/get-intake-status';
import type { getWaiver } from '../clients/get-waiver';
import type { giveApproval } from '../clients/give-approval';
import type { askApprovalChanges } from '../clients/ask-approval-changes';
import type { listBodyPreviews } from '../clients/list-body-previews';
import type { listCalendar } from '../clients/list-calendar';
import type { listEnhancedClients, listSimpleClients } from '../clients/list-clients';
import type { openApproval } from '../clients/open-approval';
import type { openIntakeForm } from '../clients/open-intake';
import type { recordPayment } from '../clients/record-payment';
import type { requestApproval } from '../clients/request-approval';
import type { saveWaiver } from '../clients/save-waiver';
import type { setTimezone } from '../clients/set-timezone';
import type { signIntake } from '../clients/sign-intake';
import type { toApiClient, toSimpleClient } from '../clients/to-api';
import type { updateAppointment } from '../clients/update-appointment';
import type { updateClient } from '../clients/update-client';
import type { updateProject } from '../clients/update-project';
import type { getWorkingHours, setWorkingHours } from '../clients/working-hours';
import type { FlashRepository } from '../flash/flash.repository';
import type { holdTime } from '../flash/hold-time';
import type { listFlash, listPublicFlash } from '../flash/list-flash';
import type { listOpenTimes } from '../flash/open-times';
import type { publishFlash } from '../flash/publish-flash';
import type { updateFlash } from '../flash/update-flash';

/** What a handler's operation resolves to: the body its route sends. */
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Sends<R extends ApiRoute, Body> = [Body] extends [ApiResponses[R]]
  ? true
  : { route: R; sends: Body };

// The web's calls and test stubs are typed by the domain's map: each route's answer, as its
// handler builds it, must be what the map says. A route's handler that sends another shape
// fails to compile here. A declared route needs no row: its handler's type is its answer's.
describe('the server answers what the map of API answers says', () => {
  it('type-checks each route against the operation its handler sends', () => {
    type Checked = [
      Sends<'GET /api/clients', Answer<typeof listSimpleClients>>,
      Sends<'POST /api/clients', Answer<typeof toSimpleClient>>,
      Sends<'GET /api/clients/enhanced', Answer<typeof listEnhancedClients>>,
      Sends<'POST /api/clients/enhanced', Answer<typeof toApiClient>>,
      Sends<'GET /api/clients/limits', Answer<typeof getClientLimits>>,
      Sends<'GET /api/clients/:id/body-previews', Answer<typeof listBodyPreviews>>,
      Sends<'PUT /api/clients/:id', Answer<typeof updateClient>>,
      Sends<'POST /api/client-projects', Answer<typeof createProject>>,
      Sends<'PUT /api/client-projects/:id', Answer<typeof updateProject>>,
      Sends<'POST /api/project-payments', Answer<typeof recordPayment>>,
      Sends<'POST /api/client-projects/:id/approval', Answer<typeof requestApproval>>,
      Sends<'GET /api/client-projects/:id/approval', Answer<typeof getApproval>>,
      Sends<'GET /api/calendar-new', Answer<typeof listCalendar>>,
      Sends<'POST /api/appointments', Answer<typeof createAppointment>>,
      Sends<'PUT /api/appointments/:id', Answer<typeof updateAppointment>>,
      Sends<'POST /api/appointments/:id/intake-link', Answer<typeof createIntakeLink>>,
      Sends<'GET /api/appointments/:id/intake', Answer<typeof getIntakeStatus>>,
      Sends<'GET /api/profile/calendar-feed', Answer<typeof calendarFeedPath>>,
      Sends<'POST /api/profile/calendar-feed/rotate', Answer<typeof calendarFeedPath>>,
      Sends<'GET /api/profile/working-hours', Answer<typeof getWorkingHours>>,
      Sends<'PUT /api/profile/working-hours', Answer<typeof setWorkingHours>>,
      Sends<'PUT /api/profile/timezone', Answer<typeof setTimezone>>,
      Sends<'GET /api/profile/waiver', Answer<typeof getWaiver>>,
      Sends<'PUT /api/profile/waiver', Answer<typeof saveWaiver>>,
      Sends<'GET /api/intake/:token', Answer<typeof openIntakeForm>>,
      Sends<'POST /api/intake/:token', Answer<typeof signIntake>>,
      Sends<'GET /api/approve/:token', Answer<typeof openApproval>>,
      Sends<'POST /api/approve/:token', Answer<typeof giveApproval>>,
      Sends<'POST /api/approve/:token/changes', Answer<typeof askApprovalChanges>>,
      Sends<'GET /api/flash', Answer<typeof listFlash>>,
      Sends<'POST /api/flash', Answer<typeof publishFlash>>,
      Sends<'PATCH /api/flash/:id', Answer<typeof updateFlash>>,
      Sends<
        'GET /api/profile/availability',
        { availability: Answer<FlashRepository['availabilityOf']> }
      >,
      Sends<'GET /api/public/booking/:username/flash', Answer<typeof listPublicFlash>>,
      Sends<'GET /api/public/booking/:username/times', Answer<typeof listOpenTimes>>,
      Sends<'POST /api/public/booking/:username/holds', Answer<typeof holdTime>>,
    ];
    expectTypeOf<Exclude<Checked[number], true>>().toBeNever();
  });
});
