import { bookingRoutes as declared } from '@inkforge/domain';
import { Router, type Request } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { acceptBookingRequest } from './accept-booking-request';
import { getBookingSettings, saveBookingSettings } from './booking-settings';
import { declineBookingRequest } from './decline-booking-request';
import type { BookingDeps } from './deps';
import { getBookingPage } from './get-booking-page';
import { listBookingRequests } from './list-booking-requests';
import { pageName } from './page-name';
import { checkUpload } from '../paid-tools/read-upload';
import { removePublicAvatar, savePublicAvatar } from './public-avatar';
import { getPublicProfile, savePublicProfile } from './public-profile';
import { readBookingRequestBody } from './read-request-body';
import { sendBookingRequest } from './send-booking-request';

/**
 * Issue 27: the artist's public booking page (no sign-in; rate-limited per address) and the
 * artist's requests inbox and page settings (ID token).
 */
export function bookingRoutes(deps: BookingDeps, guards: RouteGuards): Router {
  const router = Router();
  // Before any route's guards: `:username` becomes the page's key the per-page budget counts.
  // Express calls this only for a path that names `:username`.
  router.param('username', (req, res, next) =>
    pageName(req as Request<{ username: string }>, res, next),
  );
  return mountRoutes(
    declared,
    {
      page: async ({ params }) => getBookingPage(deps, params.username),
      request: async ({ params, req }) => {
        const { body, files } = await readBookingRequestBody(req);
        return sendBookingRequest(deps, params.username, body, files);
      },
      inbox: async ({ uid }) => listBookingRequests(deps, uid),
      accept: async ({ uid, params, body }) => acceptBookingRequest(deps, uid, params.id, body),
      decline: async ({ uid, params, body }) =>
        declineBookingRequest(deps, uid, params.id, body.message),
      settings: async ({ uid }) => getBookingSettings(deps, uid),
      saveSettings: async ({ uid, body }) => saveBookingSettings(deps, uid, body),
      publicPage: async ({ uid }) => getPublicProfile(deps, uid),
      savePublicPage: async ({ uid, body }) => savePublicProfile(deps, uid, body),
      saveAvatar: async ({ uid, upload }) =>
        savePublicAvatar(deps, uid, await checkUpload(deps.imageOps, upload.file)),
      removeAvatar: async ({ uid }) => removePublicAvatar(deps, uid),
    },
    guards,
    router,
  );
}
