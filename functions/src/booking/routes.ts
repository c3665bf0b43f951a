import {
  acceptBookingRequestSchema,
  bookingSettingsSchema,
  declineBookingRequestSchema,
  publicProfileSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { limit } from '../http/rate-limit';
import { acceptBookingRequest } from './accept-booking-request';
import { getBookingSettings, saveBookingSettings } from './booking-settings';
import { declineBookingRequest } from './decline-booking-request';
import type { BookingDeps } from './deps';
import { getBookingPage } from './get-booking-page';
import { listBookingRequests } from './list-booking-requests';
import { pageName } from './page-name';
import { getPublicProfile, savePublicProfile } from './public-profile';
import { readBookingRequestBody } from './read-request-body';
import { sendBookingRequest } from './send-booking-request';

/**
 * Issue 27: the artist's public booking page (no sign-in; rate-limited per address) and the
 * artist's requests inbox and page settings (ID token).
 */
export function bookingRoutes(deps: BookingDeps, requireAuth: RequestHandler): Router {
  const router = Router();
  const uid = (res: Parameters<typeof authOf>[0]) => authOf(res).uid;

  const page = limit('publicForm', 'address');
  router.get('/public/booking/:username', pageName, page, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await getBookingPage(deps, req.params.username));
  });
  // A flood at one artist's page (or a shared studio Wi-Fi) never closes another's.
  const perPage = limit('bookingRequest', 'address', 'username');
  router.post('/public/booking/:username/requests', pageName, perPage, async (req, res) => {
    const { body, files } = await readBookingRequestBody(req);
    res.status(201).json(await sendBookingRequest(deps, req.params.username, body, files));
  });

  router.use(['/booking-requests', '/profile/booking', '/profile/public-page'], requireAuth);
  router.get('/booking-requests', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await listBookingRequests(deps, uid(res)));
  });
  router.post('/booking-requests/:id/accept', async (req, res) => {
    const input = parseBody(acceptBookingRequestSchema, req.body);
    res.json(await acceptBookingRequest(deps, uid(res), req.params.id, input));
  });
  router.post('/booking-requests/:id/decline', async (req, res) => {
    const { message } = parseBody(declineBookingRequestSchema, req.body);
    res.json(await declineBookingRequest(deps, uid(res), req.params.id, message));
  });
  router.get('/profile/booking', async (_req, res) => {
    res.json(await getBookingSettings(deps, uid(res)));
  });
  router.put('/profile/booking', async (req, res) => {
    res.json(await saveBookingSettings(deps, uid(res), parseBody(bookingSettingsSchema, req.body)));
  });
  router.get('/profile/public-page', async (_req, res) => {
    res.json(await getPublicProfile(deps, uid(res)));
  });
  router.put('/profile/public-page', async (req, res) => {
    const profile = parseBody(publicProfileSchema, req.body);
    res.json(await savePublicProfile(deps, uid(res), profile));
  });
  return router;
}
