import { answer, FILE_ANSWER, route } from '../api/route';
import {
  availabilitySchema,
  flashPatchSchema,
  flashRequestSchema,
  holdRequestSchema,
  timesQuerySchema,
  type ApiFlash,
  type ApiHold,
  type ApiOpenTimes,
} from './flash.schema';
import type { Availability } from './open-times';
import { walkInSchema, type ApiWalkIn } from './walk-in.schema';

/** The page's reads share the request form's budget per address. */
const PAGE_READ = { rule: 'publicForm', per: 'address' } as const;

/**
 * Issue 38: flash designs and open times. Public (no sign-in, rate-limited per address like
 * the request form): the page's flash, its open times, holds. The artist's (ID token): their
 * flash and their availability rules.
 */
export const flashRoutes = {
  publicList: route({
    method: 'GET',
    path: '/api/public/booking/:username/flash',
    access: 'public',
    limit: PAGE_READ,
    cache: 'no-store',
    answer: answer<ApiFlash[]>(),
  }),
  openTimes: route({
    method: 'GET',
    path: '/api/public/booking/:username/times',
    access: 'public',
    query: timesQuerySchema,
    limit: PAGE_READ,
    cache: 'no-store',
    answer: answer<ApiOpenTimes>(),
  }),
  hold: route({
    method: 'POST',
    path: '/api/public/booking/:username/holds',
    access: 'public',
    body: holdRequestSchema,
    // A flood at one artist's page (or a shared studio Wi-Fi) never closes another's.
    limit: { rule: 'bookingRequest', per: 'address', within: 'username' },
    status: 201,
    answer: answer<ApiHold>(),
  }),
  releaseHold: route({
    method: 'DELETE',
    path: '/api/public/booking/:username/holds/:token',
    access: 'public',
    limit: PAGE_READ,
    answer: answer<{ success: true }>(),
  }),
  stencilPdf: route({
    method: 'GET',
    path: '/api/appointments/:id/flash-stencil.pdf',
    access: 'artist',
    answer: FILE_ANSWER,
  }),
  list: route({
    method: 'GET',
    path: '/api/flash',
    access: 'artist',
    cache: 'private, no-store',
    answer: answer<ApiFlash[]>(),
  }),
  publish: route({
    method: 'POST',
    path: '/api/flash',
    access: 'artist',
    body: flashRequestSchema,
    status: 201,
    answer: answer<ApiFlash>(),
  }),
  update: route({
    method: 'PATCH',
    path: '/api/flash/:id',
    access: 'artist',
    body: flashPatchSchema,
    answer: answer<ApiFlash>(),
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/flash/:id',
    access: 'artist',
    answer: answer<{ success: true }>(),
  }),
  availability: route({
    method: 'GET',
    path: '/api/profile/availability',
    access: 'artist',
    answer: answer<{ availability: Availability }>(),
  }),
  saveAvailability: route({
    method: 'PUT',
    path: '/api/profile/availability',
    access: 'artist',
    body: availabilitySchema,
    answer: answer<{ availability: Availability }>(),
  }),
  /** Issue 47: a walk-in in one step: client, project, appointment, and its flash when one. */
  walkIn: route({
    method: 'POST',
    path: '/api/walk-ins',
    access: 'artist',
    body: walkInSchema,
    status: 201,
    answer: answer<ApiWalkIn>(),
  }),
};
