import { portalChangeRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { cancelBooking } from './cancel-booking';
import { previewCancel } from './cancel-preview';
import type { BookingTarget, PortalChangesDeps } from './deps';
import { moveBooking } from './move-booking';
import { listMoveTimes } from './move-times';

/** Resolves a portal token and appointment id to the booking, or throws its 404. */
export type ResolveBooking = (token: string, appointmentId: string) => Promise<BookingTarget>;

/** The client's own move and cancel (issue 49), behind their portal link. */
export function portalChangeRoutes(
  deps: PortalChangesDeps,
  resolve: ResolveBooking,
  guards: RouteGuards,
): Router {
  const target = (p: { token: string; id: string }) => resolve(p.token, p.id);
  return mountRoutes(
    declared,
    {
      moveTimes: async ({ params, query }) => listMoveTimes(deps, await target(params), query),
      move: async ({ params, body }) => moveBooking(deps, await target(params), body.start),
      cancelPreview: async ({ params }) => previewCancel(deps, await target(params)),
      cancel: async ({ params }) => cancelBooking(deps, await target(params)),
    },
    guards,
  );
}
