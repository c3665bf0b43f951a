// Every route of the api app, with how it is reached and what it reads: the table the API
// contract test walks (a registered route without a row fails that test).

import { DECLARED_ROUTES, routeKey, type RouteDeclaration } from '@inkforge/domain';
import { z } from 'zod';

/**
 * token: refused without a verified ID token. public: by design (pricing, the calls that take
 * credentials or a reset code, the offline checkout and portal pages reached by an unguessable
 * id). optional: logout works signed out.
 */
export type Access = 'token' | 'public' | 'optional';

export interface Row {
  access: Access;
  /** Fields of the JSON body the route reads. */
  fields?: readonly string[];
  /** The multipart file field the route reads. */
  file?: string;
  /** Query parameters the route reads. */
  query?: readonly string[];
  /** A page for any id, saying there is nothing there (the offline portal: no data, no 404). */
  anyId?: true;
}

const CLIENT_FIELDS = [
  'name',
  'email',
  'phone',
  'dateOfBirth',
  'emergencyContact',
  'emergencyPhone',
  'allergies',
  'medicalNotes',
  'notes',
  'preferredStyle',
];
const APPOINTMENT_FIELDS = [
  'title',
  'description',
  'appointmentDate',
  'timezone',
  'duration',
  'type',
  'status',
  'price',
  'deposit',
  'notes',
  'allowOverlap',
];
const PROJECT_FIELDS = [
  'title',
  'description',
  'bodyPlacement',
  'size',
  'style',
  'estimatedHours',
  'actualHours',
  'estimatedPrice',
  'finalPrice',
  'notes',
  'status',
];
const PORTAL_ACTIONS = ['cancel', 'reactivate', 'end-period', 'fail-payment'];

/** What a declared route reads, from its declaration: nothing about it is written here. */
function rowOf(declaration: RouteDeclaration): Row {
  const access = ({ artist: 'token', public: 'public', optional: 'optional' } as const)[
    declaration.access
  ];
  const fields = declaration.body ?? declaration.upload?.fields;
  return {
    access,
    // A multipart body's text fields are fields too (sent as JSON, they are refused in words).
    ...(fields && { fields: fieldsOf(fields) }),
    ...(declaration.query && { query: fieldsOf(declaration.query) }),
    ...(declaration.upload && { file: declaration.upload.file }),
  };
}

/** The keys of an object schema (through a refinement or a transform), or of a union's. */
/** The keys of an object schema (through a refinement or a transform; every option's of a union). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    return [...new Set(schema.options.flatMap((option) => fieldsOf(option as z.ZodType)))];
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as z.ZodType[];
    return [...new Set(options.flatMap((option) => fieldsOf(option)))];
  }
  throw new Error('A declared body or query is an object schema.');
}

const DECLARED_ROWS = Object.fromEntries(DECLARED_ROUTES.map((d) => [routeKey(d), rowOf(d)]));

/** Every route of the app. A route missing here fails the first test. */
export const ROUTES: Record<string, Row> = {
  ...DECLARED_ROWS,
  'GET /api/clients': { access: 'token' },
  'POST /api/clients': { access: 'token', fields: ['name', 'email', 'phone', 'notes'] },
  'GET /api/clients/enhanced': { access: 'token' },
  'POST /api/clients/enhanced': { access: 'token', fields: CLIENT_FIELDS },
  'GET /api/clients/limits': { access: 'token' },
  'GET /api/clients/:id/body-previews': { access: 'token' },
  'PUT /api/clients/:id': { access: 'token', fields: [...CLIENT_FIELDS, 'status'] },
  'DELETE /api/clients/:id': { access: 'token' },
  'POST /api/client-projects': { access: 'token', fields: ['clientId', ...PROJECT_FIELDS] },
  'PUT /api/client-projects/:id': { access: 'token', fields: PROJECT_FIELDS },
  'DELETE /api/client-projects/:id': { access: 'token' },
  'POST /api/project-payments': {
    access: 'token',
    fields: ['projectId', 'amount', 'paymentMethod', 'paymentDate', 'notes', 'confirmOverpayment'],
  },
  'POST /api/appointments': {
    access: 'token',
    fields: [...APPOINTMENT_FIELDS, 'clientId', 'projectId'],
  },
  'PUT /api/appointments/:id': {
    access: 'token',
    fields: [...APPOINTMENT_FIELDS, 'depositOutcome'],
  },
  'DELETE /api/appointments/:id': { access: 'token' },
  'GET /api/calendar-new': { access: 'token', query: ['date'] },
  'PUT /api/profile/timezone': { access: 'token', fields: ['timezone'] },
  'GET /api/profile/calendar-feed': { access: 'token' },
  'GET /api/profile/working-hours': { access: 'token' },
  'PUT /api/profile/working-hours': { access: 'token', fields: ['start', 'end', 'days'] },
  'POST /api/profile/calendar-feed/rotate': { access: 'token' },
  'GET /api/calendar-feed/:file': { access: 'public' },
  'POST /api/appointments/:id/intake-link': { access: 'token' },
  'DELETE /api/appointments/:id/intake-link': { access: 'token' },
  'GET /api/appointments/:id/intake': { access: 'token' },
  'GET /api/appointments/:id/intake.pdf': { access: 'token' },
  'GET /api/intake/:token': { access: 'public' },
  'POST /api/intake/:token': {
    access: 'public',
    fields: [
      'name',
      'email',
      'phone',
      'dateOfBirth',
      'allergies',
      'answers',
      'waiverVersion',
      'agreed',
      'signatureImage',
      'typedSignature',
    ],
  },
  'GET /api/profile/waiver': { access: 'token' },
  'POST /api/client-projects/:id/approval': {
    access: 'token',
    fields: ['designItemId', 'stencilItemId', 'placementItemId', 'emailClient'],
  },
  'GET /api/client-projects/:id/approval': { access: 'token' },
  'GET /api/approve/:token': { access: 'public' },
  'POST /api/approve/:token': { access: 'public', fields: ['name', 'agreed'] },
  'PUT /api/profile/waiver': { access: 'token', fields: ['text'] },
  'GET /api/public/booking/:username/flash': { access: 'public' },
  'GET /api/public/booking/:username/times': {
    access: 'public',
    query: ['flashId', 'variant', 'from', 'to'],
  },
  'POST /api/public/booking/:username/holds': {
    access: 'public',
    fields: [
      'flashId',
      'variant',
      'start',
      'name',
      'email',
      'phone',
      'adult',
      'acceptPolicy',
      'policyVersion',
    ],
  },
  'DELETE /api/public/booking/:username/holds/:token': { access: 'public' },
  'POST /api/approve/:token/changes': { access: 'public', fields: ['name', 'message'] },
  'GET /api/flash': { access: 'token' },
  'GET /api/appointments/:id/flash-stencil.pdf': { access: 'token' },
  'POST /api/flash': {
    access: 'token',
    fields: ['galleryItemId', 'title', 'description', 'tags', 'variants', 'availability', 'limit'],
  },
  'PATCH /api/flash/:id': {
    access: 'token',
    fields: [
      'title',
      'description',
      'tags',
      'variants',
      'availability',
      'limit',
      'archived',
      'order',
    ],
  },
  'DELETE /api/flash/:id': { access: 'token' },
  'GET /api/profile/availability': { access: 'token' },
  'PUT /api/profile/availability': {
    access: 'token',
    fields: ['bufferMinutes', 'earliestHours', 'latestDays', 'timeOff'],
  },
  'GET /api/demo-stripe/checkout/:id': { access: 'public' },
  'POST /api/demo-stripe/checkout/:id/pay': { access: 'public' },
  'POST /api/demo-stripe/checkout/:id/cancel': { access: 'public' },
  'GET /api/demo-stripe/portal/:customerId': { access: 'public', anyId: true },
  'GET /api/demo-stripe/invoice/:id': { access: 'public' },
  'GET /api/demo-stripe/invoice/:id/pdf': { access: 'public' },
  'GET /api/demo-stripe/connect/onboarding/:id': { access: 'public' },
  'POST /api/demo-stripe/connect/onboarding/:id/complete': { access: 'public' },
  'GET /api/demo-stripe/connect/checkout/:id': { access: 'public' },
  'POST /api/demo-stripe/connect/checkout/:id/pay': { access: 'public' },
  'POST /api/demo-stripe/connect/checkout/:id/cancel': { access: 'public' },
  ...Object.fromEntries(
    PORTAL_ACTIONS.map((a) => [
      `POST /api/demo-stripe/portal/:customerId/${a}`,
      { access: 'public' },
    ]),
  ),
};
