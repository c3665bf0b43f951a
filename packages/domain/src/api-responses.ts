import type { ApiFlash, ApiHold, ApiOpenTimes, Availability } from './flash';
import type {
  ApiAppointment,
  ApiClient,
  ApiPayment,
  ApiProject,
  ApprovalView,
  BodyPreviewImage,
  CalendarAppointment,
  ClientLimitInfo,
  DesignApproval,
  IntakeFormView,
  IntakeLink,
  IntakeStatus,
  SimpleClient,
  Waiver,
  WorkingHours,
} from './clients';
import { DECLARED_ROUTES, type DeclaredRoute } from './api/routes';
import {
  FILE_ANSWER,
  routeKey,
  type AnswerOf,
  type BodyOf,
  type QueryOf,
  type RouteKeyOf,
} from './api/route';

import type { ApiMethod } from './api/route';

/**
 * The answers of the routes not yet declared with `route()` in their area (see
 * api/routes.ts): each moves out of here when its area declares it.
 */
interface UndeclaredResponses {
  'GET /api/clients': SimpleClient[];
  'POST /api/clients': SimpleClient;
  'GET /api/clients/enhanced': ApiClient[];
  'POST /api/clients/enhanced': ApiClient;
  'GET /api/clients/limits': ClientLimitInfo;
  'GET /api/clients/:id/body-previews': BodyPreviewImage[];
  'PUT /api/clients/:id': ApiClient;
  'DELETE /api/clients/:id': { success: true };
  'POST /api/client-projects': ApiProject;
  'PUT /api/client-projects/:id': ApiProject;
  'DELETE /api/client-projects/:id': { success: true };
  'POST /api/project-payments': ApiPayment;
  'POST /api/client-projects/:id/approval': IntakeLink;
  'GET /api/client-projects/:id/approval': DesignApproval;

  'GET /api/calendar-new': CalendarAppointment[];
  'POST /api/appointments': ApiAppointment;
  'PUT /api/appointments/:id': ApiAppointment;
  'DELETE /api/appointments/:id': { success: true };
  'POST /api/appointments/:id/intake-link': IntakeLink;
  'DELETE /api/appointments/:id/intake-link': { success: true };
  'GET /api/appointments/:id/intake': IntakeStatus;
  'GET /api/profile/calendar-feed': { path: string };
  'POST /api/profile/calendar-feed/rotate': { path: string };
  'GET /api/profile/working-hours': { workingHours: WorkingHours | null };
  'PUT /api/profile/working-hours': { workingHours: WorkingHours };
  'PUT /api/profile/timezone': { timezone: string };
  'GET /api/profile/waiver': Waiver;
  'PUT /api/profile/waiver': Waiver;

  'GET /api/intake/:token': IntakeFormView;
  'POST /api/intake/:token': { signedAt: string; medicalFlags: string[] };
  'GET /api/approve/:token': ApprovalView;
  'POST /api/approve/:token': { approvedAt: string };
  'POST /api/approve/:token/changes': { askedAt: string };

  'GET /api/flash': ApiFlash[];
  'POST /api/flash': ApiFlash;
  'PATCH /api/flash/:id': ApiFlash;
  'DELETE /api/flash/:id': { success: true };
  'GET /api/profile/availability': { availability: Availability };
  'PUT /api/profile/availability': { availability: Availability };
  'GET /api/public/booking/:username/flash': ApiFlash[];
  'GET /api/public/booking/:username/times': ApiOpenTimes;
  'POST /api/public/booking/:username/holds': ApiHold;
  'DELETE /api/public/booking/:username/holds/:token': { success: true };
}

/** The declared routes that answer JSON (a file route answers bytes: it is not in the map). */
type JsonRoute = Exclude<DeclaredRoute, { answer: typeof FILE_ANSWER }>;

/** The answers of the declared routes, read off their declarations. */
type DeclaredResponses = { [D in JsonRoute as RouteKeyOf<D>]: AnswerOf<D> };

/**
 * The JSON body each route the web calls answers on success, keyed `METHOD path` exactly as the
 * server mounts the path. The web's typed call and its test stubs both read it, so neither can
 * expect or fake a shape the server never sends. Routes answering files (PDF, SVG, PNG) are not
 * here: their answer is bytes.
 */
export type ApiResponses = UndeclaredResponses & DeclaredResponses;

/** A route the web calls: `METHOD /api/path/:param`. */
export type ApiRoute = keyof ApiResponses;

/** The body a call sends: typed by the route's schema when it is declared, else unchecked. */
export type ApiBodies = { [D in JsonRoute as RouteKeyOf<D>]: BodyOf<D> };
export type ApiBodyOf<R extends ApiRoute> = R extends keyof ApiBodies ? ApiBodies[R] : unknown;

/** The query a call sends, typed the same way. */
type ApiQueries = { [D in JsonRoute as RouteKeyOf<D>]: QueryOf<D> };
export type ApiQueryOf<R extends ApiRoute> = R extends keyof ApiQueries ? ApiQueries[R] : unknown;

/** The path pattern of a route, without its method. */
export type ApiPathOf<R extends ApiRoute> = R extends `${ApiMethod} ${infer Path}` ? Path : never;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : Path extends `${string}*${infer Name}`
      ? Name
      : never;

/** The named parameters of a path pattern (`:id`, and express's `*key` wildcard), as strings. */
export type PathParams<Path extends string> = { [K in ParamNames<Path>]: string };

/** The parameters a route's path needs. */
export type ApiRouteParams<R extends ApiRoute> = PathParams<ApiPathOf<R>>;

const UNDECLARED_ROUTES = [
  'GET /api/clients',
  'POST /api/clients',
  'GET /api/clients/enhanced',
  'POST /api/clients/enhanced',
  'GET /api/clients/limits',
  'GET /api/clients/:id/body-previews',
  'PUT /api/clients/:id',
  'DELETE /api/clients/:id',
  'POST /api/client-projects',
  'PUT /api/client-projects/:id',
  'DELETE /api/client-projects/:id',
  'POST /api/project-payments',
  'POST /api/client-projects/:id/approval',
  'GET /api/client-projects/:id/approval',
  'GET /api/calendar-new',
  'POST /api/appointments',
  'PUT /api/appointments/:id',
  'DELETE /api/appointments/:id',
  'POST /api/appointments/:id/intake-link',
  'DELETE /api/appointments/:id/intake-link',
  'GET /api/appointments/:id/intake',
  'GET /api/profile/calendar-feed',
  'POST /api/profile/calendar-feed/rotate',
  'GET /api/profile/working-hours',
  'PUT /api/profile/working-hours',
  'PUT /api/profile/timezone',
  'GET /api/profile/waiver',
  'PUT /api/profile/waiver',
  'GET /api/intake/:token',
  'POST /api/intake/:token',
  'GET /api/approve/:token',
  'POST /api/approve/:token',
  'POST /api/approve/:token/changes',
  'GET /api/flash',
  'POST /api/flash',
  'PATCH /api/flash/:id',
  'DELETE /api/flash/:id',
  'GET /api/profile/availability',
  'PUT /api/profile/availability',
  'GET /api/public/booking/:username/flash',
  'GET /api/public/booking/:username/times',
  'POST /api/public/booking/:username/holds',
  'DELETE /api/public/booking/:username/holds/:token',
] as const satisfies readonly (keyof UndeclaredResponses)[];

// The run-time list above names every undeclared route: a missing one fails to compile here.
type Unlisted = Exclude<keyof UndeclaredResponses, (typeof UNDECLARED_ROUTES)[number]>;
const everyRouteListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyRouteListed;

/** Every key of {@link ApiResponses} at run time (a type test keeps the two the same set). */
export const API_ROUTES: readonly ApiRoute[] = [
  ...UNDECLARED_ROUTES,
  ...DECLARED_ROUTES.filter((declaration) => declaration.answer !== FILE_ANSWER).map(
    (declaration) => routeKey(declaration) as ApiRoute,
  ),
];
