import { answer, route } from '../api/route';
import type { ApiAppointmentDeposit } from '../booking/deposit';
import { depositOutcomeSchema, depositRequestSchema } from '../booking/deposit';
import type { ApiPayment } from '../clients/api-types';
import { updateAppointmentRequestSchema } from '../clients/appointment.schema';
import type { IntakeLink } from '../clients/intake-types';
import type { ApiStudioAppointment, ApiStudioCalendar } from './desk-types';
import { studioBookingSchema, studioCancelSchema, studioPaymentSchema } from './desk.schema';
import { studioCalendarQuerySchema } from './studio.schema';

const ONE = '/api/studios/:id/artists/:artistUid/appointments/:appointmentId';

/**
 * Issue 43: one calendar, and the desk (and the owner) booking for any artist. The records
 * stay the artist's: each call passes the studio's door, then the artist's own operation runs
 * with the artist's uid. An artist may use these routes for their own column only.
 */
export const studioDeskRoutes = {
  calendar: route({
    method: 'GET',
    path: '/api/studios/:id/calendar',
    access: 'artist',
    query: studioCalendarQuerySchema,
    cache: 'private, no-store',
    answer: answer<ApiStudioCalendar>(),
  }),
  book: route({
    method: 'POST',
    path: '/api/studios/:id/appointments',
    access: 'artist',
    body: studioBookingSchema,
    status: 201,
    answer: answer<ApiStudioAppointment>(),
  }),
  appointment: route({
    method: 'GET',
    path: ONE,
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiStudioAppointment>(),
  }),
  move: route({
    method: 'PUT',
    path: ONE,
    access: 'artist',
    body: updateAppointmentRequestSchema,
    answer: answer<ApiStudioAppointment>(),
  }),
  cancel: route({
    method: 'POST',
    path: `${ONE}/cancel`,
    access: 'artist',
    body: studioCancelSchema,
    answer: answer<ApiStudioAppointment>(),
  }),
  intakeLink: route({
    method: 'POST',
    path: `${ONE}/intake-link`,
    access: 'artist',
    status: 201,
    answer: answer<IntakeLink>(),
  }),
  depositRequest: route({
    method: 'POST',
    path: `${ONE}/deposit-request`,
    access: 'artist',
    body: depositRequestSchema,
    status: 201,
    answer: answer<ApiAppointmentDeposit>(),
  }),
  recordPayment: route({
    method: 'POST',
    path: `${ONE}/payments`,
    access: 'artist',
    body: studioPaymentSchema,
    status: 201,
    answer: answer<ApiPayment>(),
  }),
  /** Keep, move, carry or refund a held online deposit, as the artist's own outcome does. */
  depositOutcome: route({
    method: 'POST',
    path: `${ONE}/deposit-outcome`,
    access: 'artist',
    body: depositOutcomeSchema,
    answer: answer<ApiAppointmentDeposit>(),
  }),
};
