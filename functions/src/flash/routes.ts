import {
  availabilitySchema,
  flashPatchSchema,
  flashRequestSchema,
  holdRequestSchema,
  timesQuerySchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { openArtist } from '../booking/get-booking-page';
import type { BookingRepository } from '../booking/booking.repository';
import { pageName } from '../booking/page-name';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { limit } from '../http/rate-limit';
import type { FlashDeps } from './deps';
import { flashStencilPdf } from './flash-stencil';
import { holdTime, releaseHold } from './hold-time';
import { listFlash, listPublicFlash } from './list-flash';
import { listOpenTimes } from './open-times';
import { publishFlash } from './publish-flash';
import { deleteFlash, updateFlash } from './update-flash';

/**
 * Issue 38: flash designs and open times. Public (no sign-in, rate-limited per address like
 * the request form): the page's flash, its open times, holds. The artist's (ID token): their
 * flash and their availability rules.
 */
export function flashRoutes(
  deps: FlashDeps & {
    booking: BookingRepository;
    galleryImagePath: (uid: string, id: string) => Promise<string | null>;
    appointmentFlash: (uid: string, id: string) => Promise<{ id: string; sizeCm: number } | null>;
  },
  requireAuth: RequestHandler,
): Router {
  const router = Router();
  const uid = (res: Parameters<typeof authOf>[0]) => authOf(res).uid;
  const artistOf = async (username: string) => {
    const artist = await openArtist(deps, username);
    return {
      uid: artist.uid,
      username: artist.username,
      user: await deps.deposits.user(artist.uid),
    };
  };

  const page = limit('publicForm', 'address');
  router.get('/public/booking/:username/flash', pageName, page, async (req, res) => {
    const artist = await artistOf(req.params.username);
    res.set('Cache-Control', 'no-store').json(await listPublicFlash(deps, artist.uid));
  });
  router.get('/public/booking/:username/times', pageName, page, async (req, res) => {
    const query = parseBody(timesQuerySchema, { ...req.query });
    const artist = await artistOf(req.params.username);
    res.set('Cache-Control', 'no-store').json(await listOpenTimes(deps, artist, query));
  });
  const perPage = limit('bookingRequest', 'address', 'username');
  router.post('/public/booking/:username/holds', pageName, perPage, async (req, res) => {
    const input = parseBody(holdRequestSchema, req.body);
    const artist = await artistOf(req.params.username);
    res.status(201).json(await holdTime(deps, artist, input));
  });
  router.delete('/public/booking/:username/holds/:token', pageName, page, async (req, res) => {
    const artist = await artistOf(req.params.username);
    await releaseHold(deps, artist.uid, String((req.params as { token?: string }).token));
    res.json({ success: true });
  });

  router.get('/appointments/:id/flash-stencil.pdf', requireAuth, async (req, res) => {
    const { pdf, name } = await flashStencilPdf(deps, uid(res), String(req.params.id));
    res.type('application/pdf');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${name.replace(/[^\w .-]/g, '')}.pdf"`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(Buffer.from(pdf));
  });

  router.use(['/flash', '/profile/availability'], requireAuth);
  router.get('/flash', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await listFlash(deps, uid(res)));
  });
  router.post('/flash', async (req, res) => {
    const input = parseBody(flashRequestSchema, req.body);
    const image = await deps.galleryImagePath(uid(res), input.galleryItemId);
    res.status(201).json(await publishFlash(deps, uid(res), input, image));
  });
  router.patch('/flash/:id', async (req, res) => {
    const patch = parseBody(flashPatchSchema, req.body);
    res.json(await updateFlash(deps, uid(res), String(req.params.id), patch));
  });
  router.delete('/flash/:id', async (req, res) => {
    await deleteFlash(deps, uid(res), String(req.params.id));
    res.json({ success: true });
  });
  router.get('/profile/availability', async (_req, res) => {
    res.json({ availability: await deps.flash.availabilityOf(uid(res)) });
  });
  router.put('/profile/availability', async (req, res) => {
    const availability = parseBody(availabilitySchema, req.body);
    await deps.flash.saveAvailability(uid(res), availability, deps.clock());
    res.json({ availability });
  });
  return router;
}
