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

const STENCIL_FIELDS = [
  'blurSigma',
  'threshold',
  'invertColors',
  'lineThickness',
  'contrastFactor',
  'brightnessDelta',
  'edgeLowThreshold',
  'edgeHighThreshold',
  'noiseThreshold',
  'mode',
  'preset',
];
const PORTAL_ACTIONS = ['cancel', 'reactivate', 'end-period', 'fail-payment'];

/** What a declared route reads, from its declaration: nothing about it is written here. */
function rowOf(declaration: RouteDeclaration): Row {
  const access = ({ artist: 'token', public: 'public', optional: 'optional' } as const)[
    declaration.access
  ];
  return {
    access,
    ...(declaration.body && { fields: fieldsOf(declaration.body) }),
    ...(declaration.query && { query: fieldsOf(declaration.query) }),
    ...(declaration.upload && { file: declaration.upload.file }),
  };
}

/** The keys of an object schema (through a refinement or a transform). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  throw new Error('A declared body or query is an object schema.');
}

const DECLARED_ROWS = Object.fromEntries(DECLARED_ROUTES.map((d) => [routeKey(d), rowOf(d)]));

/** Every route of the app. A route missing here fails the first test. */
export const ROUTES: Record<string, Row> = {
  ...DECLARED_ROWS,
  'GET /api/auth/me': { access: 'token' },
  'POST /api/auth/firebase': { access: 'token', fields: ['firebaseUid', 'email', 'displayName'] },
  'POST /api/auth/signup': {
    access: 'public',
    fields: ['email', 'password', 'displayName', 'termsAccepted', 'emailMarketingConsent'],
  },
  'POST /api/auth/login': { access: 'public', fields: ['email', 'password'] },
  'POST /api/auth/logout': { access: 'optional' },
  'POST /api/auth/forgot-password': { access: 'public', fields: ['email'] },
  'POST /api/auth/validate-reset-token': { access: 'public', fields: ['token', 'email'] },
  'POST /api/auth/reset-password': { access: 'public', fields: ['token', 'email', 'newPassword'] },
  'POST /api/auth/change-password': {
    access: 'token',
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
  },
  'POST /api/user/consent': { access: 'token', fields: ['termsAccepted', 'emailMarketingConsent'] },
  'GET /api/dashboard/stats': { access: 'token' },
  'GET /api/admin/ai-status': { access: 'token' },
  'PATCH /api/profile': { access: 'token', fields: ['username', 'displayName', 'email'] },
  'POST /api/promo-code/redeem': { access: 'token', fields: ['code', 'deviceFingerprint'] },
  'POST /api/app/chatbot': { access: 'token', fields: ['message', 'conversationHistory'] },
  'DELETE /api/account': { access: 'token', fields: ['confirm'] },
  'GET /api/profile/reminders': { access: 'token' },
  'PUT /api/profile/reminders': {
    access: 'token',
    fields: [
      'hoursBefore',
      'studioName',
      'studioAddress',
      'depositReminderDays',
      'releaseUnpaidAfterDays',
      'aftercare',
      'aftercareText',
      'healedPhotoWeeks',
    ],
  },
  'GET /api/appointment-mail': { access: 'token' },
  'GET /api/notifications': { access: 'token' },
  'POST /api/notifications/read': { access: 'token', fields: ['ids'] },
  'GET /api/appointments/:id/evidence.pdf': { access: 'token' },
  'GET /api/client-projects/:id/evidence.pdf': { access: 'token' },
  'GET /api/public/healed-photos/:token': { access: 'public' },
  'POST /api/public/healed-photos/:token': { access: 'public', file: 'photo' },
  'GET /api/public/booking/:username': { access: 'public' },
  'POST /api/public/booking/:username/requests': {
    access: 'public',
    fields: [
      'idea',
      'placement',
      'sizeCm',
      'colour',
      'preferredDays',
      'name',
      'email',
      'phone',
      'adult',
      'consent',
      'website',
    ],
    file: 'images',
  },
  'POST /api/appointments/:id/intake-link/email': { access: 'token' },
  'GET /api/profile/public-page': { access: 'token' },
  'PUT /api/profile/public-page': {
    access: 'token',
    fields: ['studioName', 'city', 'address', 'languages', 'instagram', 'website', 'booksMessage'],
  },
  'PUT /api/profile/formats': { access: 'token', fields: ['currency', 'locale'] },
  'GET /api/booking-requests': { access: 'token' },
  'POST /api/booking-requests/:id/accept': {
    access: 'token',
    fields: [
      'appointmentDate',
      'timezone',
      'duration',
      'estimatedPrice',
      'deposit',
      'allowOverlap',
    ],
  },
  'POST /api/booking-requests/:id/decline': { access: 'token', fields: ['message'] },
  'GET /api/profile/booking': { access: 'token' },
  'PUT /api/profile/booking': {
    access: 'token',
    fields: [
      'open',
      'styles',
      'minimumSizeCm',
      'minimumPrice',
      'depositKind',
      'depositAmount',
      'depositPercent',
      'policy',
      'maxDepositMoves',
    ],
  },
  'GET /api/public/deposits/:token': { access: 'public' },
  'POST /api/public/deposits/:token/checkout': {
    access: 'public',
    fields: ['acceptPolicy', 'policyVersion'],
  },
  'GET /api/profile/payments-connect': { access: 'token' },
  'POST /api/profile/payments-connect': { access: 'token' },
  'POST /api/appointments/:id/deposit-outcome': {
    access: 'token',
    fields: ['outcome', 'reason', 'toAppointmentId'],
  },
  'POST /api/appointments/:id/deposit-request': { access: 'token', fields: ['amount'] },
  'GET /api/tattoo-styles': { access: 'token' },
  'POST /api/ai/generate': {
    access: 'token',
    fields: [
      'prompt',
      'style',
      'colorScheme',
      'generationType',
      'width',
      'height',
      'ultraRealismStyle',
      'ultraRealismColorEffect',
    ],
  },
  'POST /api/ai/generate-from-file': { access: 'token', file: 'file' },
  'POST /api/ai/quick-generate': { access: 'token', fields: ['type'] },
  'GET /api/ai/jobs': { access: 'token' },
  'GET /api/ai/jobs/:jobId': { access: 'token' },
  'GET /api/user-consent/:type': { access: 'token' },
  'POST /api/user-consent': {
    access: 'token',
    fields: ['consentType', 'consentText', 'ipAddress', 'userAgent', 'imageSha256'],
  },
  'GET /api/stencil/presets': { access: 'token' },
  'POST /api/stencil/generate': { access: 'token', fields: [...STENCIL_FIELDS, 'imageUrl'] },
  'POST /api/stencil/upload': { access: 'token', file: 'image' },
  'POST /api/stencil/print': {
    access: 'token',
    fields: ['imageUrl', 'size', 'unit', 'dimension', 'paper', 'mirror', 'lineWarning', 'name'],
  },
  'POST /api/stencil/svg': { access: 'token', fields: ['imageUrl', 'mirror'] },
  'POST /api/stencil/healed': { access: 'token', fields: ['imageUrl', 'size', 'years'] },
  'POST /api/stencil/transfer-check': {
    access: 'token',
    fields: ['imageUrl', 'size', 'unit', 'dimension'],
  },
  'POST /api/stencil/transfer-fix': {
    access: 'token',
    fields: ['imageUrl', 'size', 'unit', 'dimension', 'fix'],
  },
  'POST /api/ai/remove-background': { access: 'token', fields: ['imageUrl'] },
  'POST /api/ai/upscale': { access: 'token', fields: ['imageUrl'] },
  'POST /api/ai/mirror': { access: 'token', fields: ['imageUrl'] },
  'GET /api/presigned-download/*key': { access: 'token' },
  'POST /api/photo-editor/upload': { access: 'token', file: 'image' },
  'POST /api/modify-image': { access: 'token', file: 'image' },
  'POST /api/ai/body-preview': { access: 'token', file: 'clientImage' },
  'GET /api/pricing/multi-currency': { access: 'public', query: ['currency'] },
  'GET /api/prices/:priceId': { access: 'public', query: ['currency'] },
  'POST /api/checkout/multi-currency': {
    access: 'token',
    fields: ['plan', 'billing', 'currency'],
  },
  'POST /api/checkout/static': {
    access: 'token',
    fields: ['type', 'priceId', 'planCode', 'billing', 'currency'],
  },
  'POST /api/checkout': { access: 'token', fields: ['type', 'code'] },
  'POST /api/billing/customer-portal': { access: 'token' },
  'GET /api/billing/history': { access: 'token' },
  'GET /api/credits/ledger': { access: 'token', query: ['cursor'] },
  'POST /api/update-subscription': {
    access: 'token',
    fields: ['planCode', 'billing', 'prorationDate'],
  },
  'POST /api/update-subscription/preview': { access: 'token', fields: ['planCode', 'billing'] },
  'POST /api/update-subscription/undo': { access: 'token' },
  'POST /api/subscription/cancel': { access: 'token' },
  'POST /api/subscription/reactivate': { access: 'token' },
  'POST /api/billing/sync-subscription': { access: 'token' },
  'POST /api/billing/sync': { access: 'token', fields: ['sessionId'] },
  'GET /api/billing/sync': { access: 'token', query: ['session_id'] },
  'GET /api/stripe/verify-payment/:sessionId': { access: 'token' },
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
