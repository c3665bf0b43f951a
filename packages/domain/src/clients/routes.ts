import { answer, FILE_ANSWER, route } from '../api/route';
import type {
  ApiAppointment,
  ApiClient,
  ApiPayment,
  ApiProject,
  BodyPreviewImage,
  CalendarAppointment,
  SimpleClient,
} from './api-types';
import {
  appointmentRequestSchema,
  calendarQuerySchema,
  timezoneRequestSchema,
  updateAppointmentRequestSchema,
} from './appointment.schema';
import {
  approvalChangesSchema,
  approvalRequestSchema,
  approvalSubmissionSchema,
  type ApprovalLinkView,
  type DesignApproval,
} from './approval';
import type { ClientLimitInfo } from './client-limit';
import {
  enhancedClientRequestSchema,
  simpleClientRequestSchema,
  updateClientRequestSchema,
} from './client.schema';
import { intakeSubmissionSchema, waiverRequestSchema } from './intake.schema';
import type { IntakeLink, IntakeLinkView, IntakeStatus, Waiver } from './intake-types';
import { paymentRequestSchema } from './payment.schema';
import { projectRequestSchema, updateProjectRequestSchema } from './project.schema';
import { workingHoursRequestSchema, type WorkingHours } from './working-hours';

/** A client's link (intake, approval) is public by design: the unguessable token is the key. */
const CLIENT_LINK = { rule: 'publicForm', per: 'address' } as const;

/** Clients, projects, payments, appointments and the calendar: the artist's, by ID token. */
export const clientsRoutes = {
  list: route({
    method: 'GET',
    path: '/api/clients',
    access: 'artist',
    answer: answer<SimpleClient[]>(),
  }),
  create: route({
    method: 'POST',
    path: '/api/clients',
    access: 'artist',
    body: simpleClientRequestSchema,
    status: 201,
    answer: answer<SimpleClient>(),
  }),
  listEnhanced: route({
    method: 'GET',
    path: '/api/clients/enhanced',
    access: 'artist',
    answer: answer<ApiClient[]>(),
  }),
  createEnhanced: route({
    method: 'POST',
    path: '/api/clients/enhanced',
    access: 'artist',
    body: enhancedClientRequestSchema,
    status: 201,
    answer: answer<ApiClient>(),
  }),
  limits: route({
    method: 'GET',
    path: '/api/clients/limits',
    access: 'artist',
    answer: answer<ClientLimitInfo>(),
  }),
  bodyPreviews: route({
    method: 'GET',
    path: '/api/clients/:id/body-previews',
    access: 'artist',
    answer: answer<BodyPreviewImage[]>(),
  }),
  update: route({
    method: 'PUT',
    path: '/api/clients/:id',
    access: 'artist',
    body: updateClientRequestSchema,
    answer: answer<ApiClient>(),
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/clients/:id',
    access: 'artist',
    answer: answer<{ success: true }>(),
  }),
  createProject: route({
    method: 'POST',
    path: '/api/client-projects',
    access: 'artist',
    body: projectRequestSchema,
    status: 201,
    answer: answer<ApiProject>(),
  }),
  updateProject: route({
    method: 'PUT',
    path: '/api/client-projects/:id',
    access: 'artist',
    body: updateProjectRequestSchema,
    answer: answer<ApiProject>(),
  }),
  deleteProject: route({
    method: 'DELETE',
    path: '/api/client-projects/:id',
    access: 'artist',
    answer: answer<{ success: true }>(),
  }),
  recordPayment: route({
    method: 'POST',
    path: '/api/project-payments',
    access: 'artist',
    body: paymentRequestSchema,
    status: 201,
    answer: answer<ApiPayment>(),
  }),
  createAppointment: route({
    method: 'POST',
    path: '/api/appointments',
    access: 'artist',
    body: appointmentRequestSchema,
    status: 201,
    answer: answer<ApiAppointment>(),
  }),
  updateAppointment: route({
    method: 'PUT',
    path: '/api/appointments/:id',
    access: 'artist',
    body: updateAppointmentRequestSchema,
    answer: answer<ApiAppointment>(),
  }),
  deleteAppointment: route({
    method: 'DELETE',
    path: '/api/appointments/:id',
    access: 'artist',
    answer: answer<{ success: true }>(),
  }),
  calendar: route({
    method: 'GET',
    path: '/api/calendar-new',
    access: 'artist',
    query: calendarQuerySchema,
    answer: answer<CalendarAppointment[]>(),
  }),
  calendarFeed: route({
    method: 'GET',
    path: '/api/profile/calendar-feed',
    access: 'artist',
    answer: answer<{ path: string }>(),
  }),
  rotateCalendarFeed: route({
    method: 'POST',
    path: '/api/profile/calendar-feed/rotate',
    access: 'artist',
    answer: answer<{ path: string }>(),
  }),
  /** The .ics a calendar app subscribes to: its unguessable file name is the key. */
  calendarFile: route({
    method: 'GET',
    path: '/api/calendar-feed/:file',
    access: 'public',
    answer: FILE_ANSWER,
  }),
  workingHours: route({
    method: 'GET',
    path: '/api/profile/working-hours',
    access: 'artist',
    answer: answer<{ workingHours: WorkingHours | null }>(),
  }),
  saveWorkingHours: route({
    method: 'PUT',
    path: '/api/profile/working-hours',
    access: 'artist',
    body: workingHoursRequestSchema,
    answer: answer<{ workingHours: WorkingHours }>(),
  }),
  setTimezone: route({
    method: 'PUT',
    path: '/api/profile/timezone',
    access: 'artist',
    body: timezoneRequestSchema,
    answer: answer<{ timezone: string }>(),
  }),
};

/**
 * Beyond the spec (issue 16): the client's consent and medical intake. The artist's calls need
 * the ID token; /intake/{token} is the client's.
 */
export const intakeRoutes = {
  createLink: route({
    method: 'POST',
    path: '/api/appointments/:id/intake-link',
    access: 'artist',
    status: 201,
    answer: answer<IntakeLink>(),
  }),
  revokeLink: route({
    method: 'DELETE',
    path: '/api/appointments/:id/intake-link',
    access: 'artist',
    answer: answer<{ success: true }>(),
  }),
  status: route({
    method: 'GET',
    path: '/api/appointments/:id/intake',
    access: 'artist',
    answer: answer<IntakeStatus>(),
  }),
  pdf: route({
    method: 'GET',
    path: '/api/appointments/:id/intake.pdf',
    access: 'artist',
    answer: FILE_ANSWER,
  }),
  open: route({
    method: 'GET',
    path: '/api/intake/:token',
    access: 'public',
    limit: CLIENT_LINK,
    cache: 'no-store',
    answer: answer<IntakeLinkView>(),
  }),
  sign: route({
    method: 'POST',
    path: '/api/intake/:token',
    access: 'public',
    body: intakeSubmissionSchema,
    limit: CLIENT_LINK,
    status: 201,
    answer: answer<{ signedAt: string; medicalFlags: string[] }>(),
  }),
  waiver: route({
    method: 'GET',
    path: '/api/profile/waiver',
    access: 'artist',
    answer: answer<Waiver>(),
  }),
  saveWaiver: route({
    method: 'PUT',
    path: '/api/profile/waiver',
    access: 'artist',
    body: waiverRequestSchema,
    answer: answer<Waiver>(),
  }),
  /** The client's own signed copy, through the link that signed it while it has not expired. */
  signedCopy: route({
    method: 'GET',
    path: '/api/intake/:token/signed.pdf',
    access: 'public',
    limit: CLIENT_LINK,
    cache: 'no-store',
    answer: FILE_ANSWER,
  }),
};

/**
 * Beyond the spec (issue 16): design approval of a project. The artist's calls need the ID
 * token; /approve/{token} is the client's.
 */
export const approvalRoutes = {
  request: route({
    method: 'POST',
    path: '/api/client-projects/:id/approval',
    access: 'artist',
    body: approvalRequestSchema,
    status: 201,
    answer: answer<IntakeLink>(),
  }),
  get: route({
    method: 'GET',
    path: '/api/client-projects/:id/approval',
    access: 'artist',
    answer: answer<DesignApproval>(),
  }),
  open: route({
    method: 'GET',
    path: '/api/approve/:token',
    access: 'public',
    limit: CLIENT_LINK,
    cache: 'no-store',
    answer: answer<ApprovalLinkView>(),
  }),
  give: route({
    method: 'POST',
    path: '/api/approve/:token',
    access: 'public',
    body: approvalSubmissionSchema,
    limit: CLIENT_LINK,
    status: 201,
    answer: answer<{ approvedAt: string }>(),
  }),
  askChanges: route({
    method: 'POST',
    path: '/api/approve/:token/changes',
    access: 'public',
    body: approvalChangesSchema,
    limit: CLIENT_LINK,
    status: 201,
    answer: answer<{ askedAt: string }>(),
  }),
};
