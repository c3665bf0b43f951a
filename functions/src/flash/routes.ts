import {
  type ApiWalkIn,
  type WalkInInput,
  flashRoutes as declared,
  TRANSFER_CHECK_HEADER,
  TRANSFER_SUMMARY_HEADER,
} from '@inkforge/domain';
import { Router, type Request } from 'express';
import { openArtist, type BookingDesk, pageName } from '../booking';
import type { PublicSource } from '../gallery';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
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
    booking: Pick<BookingDesk, 'findArtist'>;
    galleryImage: (uid: string, id: string) => Promise<PublicSource | null>;
    galleryImagePath: (uid: string, id: string) => Promise<string | null>;
    appointmentFlash: (uid: string, id: string) => Promise<{ id: string; sizeCm: number } | null>;
    printDate: (uid: string, at: Date) => Promise<string>;
    walkIn: (uid: string, input: WalkInInput) => Promise<ApiWalkIn>;
  },
  guards: RouteGuards,
): Router {
  const artistOf = async (username: string) => {
    const artist = await openArtist(deps, username);
    return {
      uid: artist.uid,
      username: artist.username,
      user: await deps.deposits.user(artist.uid),
    };
  };

  const router = Router();
  // First on every public booking route: the page's key, before the per-page budget reads it
  // (express types a param handler's params loosely; this one runs where `:username` is).
  router.param('username', (req, res, next) => {
    pageName(req as Request<{ username: string }>, res, next);
  });
  return mountRoutes(
    declared,
    {
      publicList: async ({ params }) => {
        const artist = await artistOf(params.username);
        return listPublicFlash(deps, artist.uid);
      },
      openTimes: async ({ params, query }) => {
        const artist = await artistOf(params.username);
        return listOpenTimes(deps, artist, query);
      },
      hold: async ({ params, body }) => {
        const artist = await artistOf(params.username);
        return holdTime(deps, artist, body);
      },
      releaseHold: async ({ params }) => {
        const artist = await artistOf(params.username);
        await releaseHold(deps, artist.uid, params.token);
        return { success: true };
      },
      stencilPdf: async ({ uid, params, res }) => {
        const { pdf, name, transfer } = await flashStencilPdf(deps, uid, params.id);
        res.type('application/pdf');
        res.setHeader(TRANSFER_CHECK_HEADER, transfer.passed ? 'passed' : 'failed');
        res.setHeader(TRANSFER_SUMMARY_HEADER, encodeURIComponent(transfer.summary));
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${name.replace(/[^\w .-]/g, '')}.pdf"`,
        );
        res.setHeader('Cache-Control', 'private, no-store');
        res.send(Buffer.from(pdf));
      },
      list: async ({ uid }) => listFlash(deps, uid),
      publish: async ({ uid, body }) => {
        const image = await deps.galleryImage(uid, body.galleryItemId);
        return publishFlash(deps, uid, body, image);
      },
      update: async ({ uid, params, body }) => updateFlash(deps, uid, params.id, body),
      remove: async ({ uid, params }) => {
        await deleteFlash(deps, uid, params.id);
        return { success: true };
      },
      availability: async ({ uid }) => ({ availability: await deps.flash.availabilityOf(uid) }),
      saveAvailability: async ({ uid, body }) => {
        await deps.flash.saveAvailability(uid, body, deps.clock());
        return { availability: body };
      },
      walkIn: async ({ uid, body }) => deps.walkIn(uid, body),
    },
    guards,
    router,
  );
}
