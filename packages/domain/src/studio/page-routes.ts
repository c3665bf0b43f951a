import { answer, route } from '../api/route';
import type { ApiStudioPage, ApiStudioRequest, ApiStudioRequests } from './page-types';
import {
  assignStudioRequestSchema,
  declineStudioRequestSchema,
  studioRequestSchema,
} from './page-schema';

/**
 * Issue 43, booking: the studio's public page and requests (no sign-in; rate-limited per
 * address like the artist's), and the shared inbox the desk triages (owner and desk see all,
 * an artist those for them). `/studio/{slug}` itself is HTML from the page function.
 */
export const studioPageRoutes = {
  page: route({
    method: 'GET',
    path: '/api/public/studios/:slug',
    access: 'public',
    limit: { rule: 'publicForm', per: 'address' },
    cache: 'no-store',
    answer: answer<ApiStudioPage>(),
  }),
  // Multipart with reference images from the page, or JSON from a script: the handler reads either.
  request: route({
    method: 'POST',
    path: '/api/public/studios/:slug/requests',
    access: 'public',
    limit: { rule: 'bookingRequest', per: 'address', within: 'slug' },
    upload: { file: 'images', fields: studioRequestSchema, readByHandler: true },
    status: 201,
    answer: answer<{ requestId: string }>(),
  }),
  inbox: route({
    method: 'GET',
    path: '/api/studios/:id/requests',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiStudioRequests>(),
  }),
  assign: route({
    method: 'POST',
    path: '/api/studios/:id/requests/:requestId/assign',
    access: 'artist',
    body: assignStudioRequestSchema,
    answer: answer<ApiStudioRequest>(),
  }),
  decline: route({
    method: 'POST',
    path: '/api/studios/:id/requests/:requestId/decline',
    access: 'artist',
    body: declineStudioRequestSchema,
    answer: answer<ApiStudioRequest>(),
  }),
};
