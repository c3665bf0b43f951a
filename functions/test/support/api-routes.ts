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

/** The keys of an object schema (through a refinement or a transform; every option's of a union). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  // A body that may be left out (accepting an invitation sends none): its fields if sent.
  if (schema instanceof z.ZodOptional) return fieldsOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    return [...new Set(schema.options.flatMap((option) => fieldsOf(option as z.ZodType)))];
  }
  // A form whose field names the sender chooses (Twilio's webhooks): no fixed fields to probe.
  if (schema instanceof z.ZodRecord) return [];
  throw new Error('A declared body or query is an object or record schema.');
}

const DECLARED_ROWS = Object.fromEntries(DECLARED_ROUTES.map((d) => [routeKey(d), rowOf(d)]));

/** Every route of the app. A route missing here fails the first test. */
export const ROUTES: Record<string, Row> = {
  ...DECLARED_ROWS,
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
  'GET /api/demo-stripe/connect/dashboard/:id': { access: 'public' },
  'POST /api/demo-stripe/connect/dashboard/:id/balance-short': { access: 'public' },
  'POST /api/demo-stripe/connect/dashboard/:id/balance-enough': { access: 'public' },
  'POST /api/demo-stripe/connect/dashboard/:id/deauthorize': { access: 'public' },
  'POST /api/demo-stripe/connect/dashboard/:id/refunds/:refundId/succeed': { access: 'public' },
  'POST /api/demo-stripe/connect/dashboard/:id/refunds/:refundId/fail': { access: 'public' },
  ...Object.fromEntries(
    PORTAL_ACTIONS.map((a) => [
      `POST /api/demo-stripe/portal/:customerId/${a}`,
      { access: 'public' },
    ]),
  ),
};
