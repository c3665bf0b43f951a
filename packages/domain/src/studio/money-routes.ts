import { answer, route } from '../api/route';
import type { ApiCommissionsReport } from './money-api-types';
import { commissionsQuerySchema } from './studio.schema';

/**
 * Issue 43, money: what a studio's artists brought in and what the house takes. Owner only
 * (403 STUDIO_FORBIDDEN for other members, 404 STUDIO_NOT_FOUND for non-members). The same
 * route answers CSV when asked with `Accept: text/csv` (one row per artist and a total).
 */
export const studioMoneyRoutes = {
  commissions: route({
    method: 'GET',
    path: '/api/studios/:id/reports/commissions',
    access: 'artist',
    query: commissionsQuerySchema,
    cache: 'private, no-store',
    answer: answer<ApiCommissionsReport>(),
  }),
};
