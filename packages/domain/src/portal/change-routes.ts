import { z } from 'zod';
import { answer, route } from '../api/route';
import type { ApiOpenTimes } from '../flash/flash.schema';
import type { ApiClientCancel, ApiClientCancelPreview, ApiClientMove } from './change-types';

const START = 'Choose a time.';
/** ISO 8601 with an offset, as the times list gives it. */
const START_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** POST …/move: the new start, one of the open times the page offered. */
export const clientMoveSchema = z.object({
  start: z
    .string({ error: START })
    .regex(START_FORMAT, START)
    .refine((v) => !Number.isNaN(Date.parse(v)), START),
});
export type ClientMoveRequest = z.input<typeof clientMoveSchema>;

/** GET …/times?from=&to=: the open times for the appointment's own length. */
export const clientTimesQuerySchema = z.object({
  from: z.string().trim().max(40).optional(),
  to: z.string().trim().max(40).optional(),
});

/** The client's page: reads and changes share the public pages' budget per address. */
const PAGE = { rule: 'publicForm', per: 'address' } as const;

/**
 * Issue 49: what a client does to a booking from their private page (the token is the
 * portal link's). Another client's or another artist's appointment is 404, never 403.
 */
export const portalChangeRoutes = {
  moveTimes: route({
    method: 'GET',
    path: '/api/public/portal/:token/appointments/:id/times',
    access: 'public',
    query: clientTimesQuerySchema,
    limit: PAGE,
    cache: 'no-store',
    answer: answer<ApiOpenTimes>(),
  }),
  move: route({
    method: 'POST',
    path: '/api/public/portal/:token/appointments/:id/move',
    access: 'public',
    body: clientMoveSchema,
    limit: PAGE,
    answer: answer<ApiClientMove>(),
  }),
  cancelPreview: route({
    method: 'GET',
    path: '/api/public/portal/:token/appointments/:id/cancel',
    access: 'public',
    limit: PAGE,
    cache: 'no-store',
    answer: answer<ApiClientCancelPreview>(),
  }),
  cancel: route({
    method: 'POST',
    path: '/api/public/portal/:token/appointments/:id/cancel',
    access: 'public',
    limit: PAGE,
    answer: answer<ApiClientCancel>(),
  }),
};
