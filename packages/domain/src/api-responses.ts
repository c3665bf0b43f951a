import type { AiStatus, DashboardStats } from './dashboard';
import type { MailStatus } from './reminders/appointment-mail';
import type { ResetTokenCheck } from './auth';
import type {
  BillingHistory,
  LedgerPage,
  PaymentSync,
  PlanChangeQuote,
  PricingResponse,
  SubscriptionAnswer,
} from './billing';
import type {
  ApiAppointmentDeposit,
  ApiBookingPage,
  ApiBookingRequest,
  ApiBookingRequests,
  ApiBookingSettings,
  ApiConnectStatus,
  ApiPublicDeposit,
  PublicProfile,
} from './booking';
import type { ChatResponse } from './chat';
import type {
  GenerateResponse,
  JobListResponse,
  JobResponse,
  JobStatus,
  QuickGenerateResult,
  TattooStyle,
  UserConsentRecord,
} from './generation';
import type {
  EditJobStarted,
  MirrorResponse,
  RemoveBackgroundResponse,
  StencilAnswer,
  StencilPreset,
  TransferCheckResult,
  UpscaleResponse,
} from './images';
import type { DeleteAccountResponse, ProfileUpdateResponse } from './account';
import type { NotificationsResponse } from './notifications';
import type { RedeemPromoCodeResponse } from './promo';
import type {
  ApiAppointmentMail,
  ApiHealedPhotoLink,
  ApiHealedPhotoSent,
  ReminderSettings,
} from './reminders';
import type { StudioFormatRequest } from './format';
import type { User } from './user';
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
  'GET /api/auth/me': User;
  'POST /api/auth/firebase': { user: User };
  'POST /api/auth/signup': { user: User; sessionToken: string };
  'POST /api/auth/logout': { message: string };
  'POST /api/auth/forgot-password': { message: string };
  'POST /api/auth/validate-reset-token': ResetTokenCheck;
  'POST /api/auth/reset-password': { message: string };
  'POST /api/auth/change-password': { message: string; sessionToken: string };
  'POST /api/user/consent': { user: User };
  'GET /api/user-consent/:type': { consent: UserConsentRecord };
  'POST /api/user-consent': { consent: UserConsentRecord };
  'PATCH /api/profile': ProfileUpdateResponse;
  'PUT /api/profile/formats': StudioFormatRequest;
  'DELETE /api/account': DeleteAccountResponse;

  'GET /api/dashboard/stats': DashboardStats;
  'GET /api/admin/ai-status': AiStatus;
  'GET /api/notifications': NotificationsResponse;
  'POST /api/notifications/read': { marked: number };
  'POST /api/app/chatbot': ChatResponse;
  'POST /api/promo-code/redeem': RedeemPromoCodeResponse;

  'GET /api/pricing/multi-currency': PricingResponse;
  'POST /api/checkout/multi-currency': { url: string; sessionId: string };
  'GET /api/credits/ledger': LedgerPage;
  'GET /api/billing/history': BillingHistory;
  'POST /api/billing/customer-portal': { url: string };
  'POST /api/update-subscription': { message: string; effective: 'now' | 'period_end' };
  'POST /api/update-subscription/preview': PlanChangeQuote;
  'POST /api/update-subscription/undo': { message: string };
  'POST /api/subscription/cancel': SubscriptionAnswer;
  'POST /api/billing/sync-subscription': SubscriptionAnswer;
  'POST /api/billing/sync': PaymentSync;
  'GET /api/stripe/verify-payment/:sessionId': PaymentSync;

  'GET /api/tattoo-styles': TattooStyle[];
  'POST /api/ai/generate': GenerateResponse;
  'POST /api/ai/generate-from-file': { jobId: string; status: JobStatus };
  'POST /api/ai/quick-generate': QuickGenerateResult;
  'GET /api/ai/jobs': JobListResponse;
  'GET /api/ai/jobs/:jobId': JobResponse;

  'POST /api/ai/remove-background': RemoveBackgroundResponse;
  'POST /api/ai/upscale': UpscaleResponse;
  'POST /api/ai/mirror': MirrorResponse;
  'POST /api/modify-image': EditJobStarted;
  'POST /api/photo-editor/upload': { imageUrl: string; s3Key: string };
  'GET /api/presigned-download/*key': { signedUrl: string; fileName: string };
  'POST /api/ai/body-preview': EditJobStarted;
  'GET /api/stencil/presets': { presets: StencilPreset[] };
  'POST /api/stencil/generate': StencilAnswer;
  'POST /api/stencil/upload': StencilAnswer;
  'POST /api/stencil/transfer-check': TransferCheckResult;
  'POST /api/stencil/transfer-fix': { imageUrl: string };

  'POST /api/appointments/:id/deposit-outcome': ApiAppointmentDeposit;
  'POST /api/appointments/:id/deposit-request': ApiAppointmentDeposit;
  'POST /api/appointments/:id/intake-link/email': { status: MailStatus; to: string };
  'GET /api/profile/reminders': ReminderSettings;
  'PUT /api/profile/reminders': ReminderSettings;
  'GET /api/appointment-mail': { mails: ApiAppointmentMail[] };

  'GET /api/public/healed-photos/:token': ApiHealedPhotoLink;
  'POST /api/public/healed-photos/:token': ApiHealedPhotoSent;

  'GET /api/public/booking/:username': ApiBookingPage;
  'POST /api/public/booking/:username/requests': { requestId: string };
  'GET /api/booking-requests': ApiBookingRequests;
  'POST /api/booking-requests/:id/accept': ApiBookingRequest;
  'POST /api/booking-requests/:id/decline': ApiBookingRequest;
  'GET /api/profile/booking': ApiBookingSettings;
  'PUT /api/profile/booking': ApiBookingSettings;
  'GET /api/profile/public-page': PublicProfile;
  'PUT /api/profile/public-page': PublicProfile;
  'GET /api/public/deposits/:token': ApiPublicDeposit;
  'POST /api/public/deposits/:token/checkout': { url: string };
  'GET /api/profile/payments-connect': ApiConnectStatus;
  'POST /api/profile/payments-connect': { url: string };
}

/** The declared routes that answer JSON: a file route's answer is bytes, so it is not mapped. */
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
  'GET /api/auth/me',
  'POST /api/auth/firebase',
  'POST /api/auth/signup',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/validate-reset-token',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
  'POST /api/user/consent',
  'GET /api/user-consent/:type',
  'POST /api/user-consent',
  'PATCH /api/profile',
  'PUT /api/profile/formats',
  'DELETE /api/account',
  'GET /api/dashboard/stats',
  'GET /api/admin/ai-status',
  'GET /api/notifications',
  'POST /api/notifications/read',
  'POST /api/app/chatbot',
  'POST /api/promo-code/redeem',
  'GET /api/pricing/multi-currency',
  'POST /api/checkout/multi-currency',
  'GET /api/credits/ledger',
  'GET /api/billing/history',
  'POST /api/billing/customer-portal',
  'POST /api/update-subscription',
  'POST /api/update-subscription/preview',
  'POST /api/update-subscription/undo',
  'POST /api/subscription/cancel',
  'POST /api/billing/sync-subscription',
  'POST /api/billing/sync',
  'GET /api/stripe/verify-payment/:sessionId',
  'GET /api/tattoo-styles',
  'POST /api/ai/generate',
  'POST /api/ai/generate-from-file',
  'POST /api/ai/quick-generate',
  'GET /api/ai/jobs',
  'GET /api/ai/jobs/:jobId',
  'POST /api/ai/remove-background',
  'POST /api/ai/upscale',
  'POST /api/ai/mirror',
  'POST /api/modify-image',
  'POST /api/photo-editor/upload',
  'GET /api/presigned-download/*key',
  'POST /api/ai/body-preview',
  'GET /api/stencil/presets',
  'POST /api/stencil/generate',
  'POST /api/stencil/upload',
  'POST /api/stencil/transfer-check',
  'POST /api/stencil/transfer-fix',
  'POST /api/appointments/:id/deposit-outcome',
  'POST /api/appointments/:id/deposit-request',
  'POST /api/appointments/:id/intake-link/email',
  'GET /api/profile/reminders',
  'PUT /api/profile/reminders',
  'GET /api/appointment-mail',
  'GET /api/public/healed-photos/:token',
  'POST /api/public/healed-photos/:token',
  'GET /api/public/booking/:username',
  'POST /api/public/booking/:username/requests',
  'GET /api/booking-requests',
  'POST /api/booking-requests/:id/accept',
  'POST /api/booking-requests/:id/decline',
  'GET /api/profile/booking',
  'PUT /api/profile/booking',
  'GET /api/profile/public-page',
  'PUT /api/profile/public-page',
  'GET /api/public/deposits/:token',
  'POST /api/public/deposits/:token/checkout',
  'GET /api/profile/payments-connect',
  'POST /api/profile/payments-connect',
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
