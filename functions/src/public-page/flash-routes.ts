import express, { Router, type Request, type Response } from 'express';
import { AppError } from '../app-error';
import { openArtist, pageName } from '../booking';
import { limit } from '../http/rate-limit';
import type { PageDeps } from './deps';
import { readFlashForm } from './flash-form';
import { loadArtistPage } from './load-artist-page';
import { loadFlashPage } from './load-flash-page';
import { renderFlashPage } from './render-flash-page';
import { renderFlashStep } from './render-flash-step';
import { withRefusal } from './form-state';
import { EMPTY_FORM, type FormState } from './view';

/** As the artist's page: the CDN keeps it 5 minutes, a browser 1 (open times move). */
const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
/** A design's copy never changes under its id; the CDN lets an unpublished one go within 10. */
const IMAGE_CACHE = 'public, max-age=86400, s-maxage=600';
/** A design's copy as the page names it: its id and `.webp`. */
const IMAGE_FILE = /^([A-Za-z0-9_-]{1,128})\.webp$/;
/** A design's id in a path: one Firestore id, never a path or a reserved name. */
const FLASH_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** A form of a few short fields: anything bigger is no client's booking. */
const FORM_BYTES = '16kb';
/**
 * The step's form is answered by a redirect to Stripe's checkout: a browser checks that
 * redirect against form-action, so the step allows Stripe's page beside its own address
 * (the local Stripe twin's checkout is on this origin).
 */
const STEP_POLICY =
  "default-src 'none'; script-src 'self'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self' https://checkout.stripe.com; base-uri 'none'; frame-ancestors 'none'";

const paramOf = (req: Request, name: string) =>
  String((req.params as Record<string, unknown>)[name]);

/** The size asked for in `?size=`; the first when none or not a size of the design. */
const sizeOf = (req: Request) => {
  const size = Number(req.query.size ?? 0);
  return Number.isInteger(size) && size >= 0 && size < 10 ? size : 0;
};

/**
 * `/flash/{username}` (issue 49): the artist's flash as HTML for clients without script and
 * link-preview crawlers, each published design's public copy, and each design's booking step:
 * a plain form that holds the time and goes to the deposit's checkout. Budgets as the artist's
 * page and the API's hold.
 */
export function flashPageRoutes(deps: PageDeps): Router {
  const router = Router();
  const read = limit('publicForm', 'address');
  const send = limit('bookingRequest', 'address', 'username');
  const form = express.urlencoded({ extended: false, limit: FORM_BYTES, parameterLimit: 20 });

  router.get('/flash/:username', pageName, read, async (req, res) => {
    const page = await loadFlashPage(deps, req.params.username);
    // Back from the deposit's checkout: the booking in words, for this client only.
    const holdId = typeof req.query.booked === 'string' ? req.query.booked : null;
    const returned = holdId
      ? await deps.flashBooking.returned(page.artist.artist.uid, holdId)
      : null;
    res
      .status(200)
      .set('Cache-Control', holdId ? 'no-store' : PAGE_CACHE)
      .type('html')
      .send(renderFlashPage(page, returned));
  });

  router.get('/flash/:username/design/:file', pageName, async (req, res) => {
    const file = IMAGE_FILE.exec(paramOf(req, 'file'));
    if (!file) throw new AppError('NOT_FOUND');
    const artist = await openArtist(deps, req.params.username);
    const image = await deps.flashShowcase.image(artist.uid, file[1]!);
    if (!image) throw new AppError('NOT_FOUND');
    res.set('Cache-Control', IMAGE_CACHE).type('image/webp').send(image);
  });

  const showStep = async (
    req: Request<{ username: string }>,
    res: Response,
    status: number,
    state: FormState,
  ) => {
    const flashId = paramOf(req, 'flashId');
    if (!FLASH_ID.test(flashId)) throw new AppError('FLASH_NOT_FOUND');
    const page = await loadArtistPage(deps, req.params.username);
    const variant = sizeOf(req);
    const step = await deps.flashBooking.step(page.artist, flashId, variant);
    res.set('Content-Security-Policy', STEP_POLICY);
    res
      .status(status)
      .set('Cache-Control', status === 200 && state === EMPTY_FORM ? PAGE_CACHE : 'no-store')
      .type('html')
      .send(renderFlashStep(page, step, variant, state));
  };

  router.get('/flash/:username/book/:flashId', pageName, read, async (req, res) => {
    await showStep(req, res, 200, EMPTY_FORM);
  });

  /** Held: 303 to the checkout. Refused: the step again, everything typed kept, in words. */
  router.post('/flash/:username/book/:flashId', pageName, send, form, async (req, res) => {
    const flashId = paramOf(req, 'flashId');
    if (!FLASH_ID.test(flashId)) throw new AppError('FLASH_NOT_FOUND');
    const posted = readFlashForm(flashId, (req.body ?? {}) as Record<string, unknown>);
    try {
      const artist = await openArtist(deps, req.params.username);
      const hold = await deps.flashBooking.hold(artist, posted.input());
      res.redirect(303, hold.checkoutUrl);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500 || err.code === 'BOOKING_NOT_FOUND') {
        throw err;
      }
      if (err.code === 'FLASH_NOT_FOUND') throw err;
      // A time taken meanwhile: the fresh list is shown, so the old choice goes.
      const timeGone = err.code === 'BOOKING_TIME_TAKEN' || err.code === 'BOOKING_TIME_NOT_OPEN';
      const { start: _gone, ...values } = posted.state.values;
      const state = timeGone
        ? { ...posted.state, values, errors: { start: err.message }, problem: err.message }
        : withRefusal(posted.state, err);
      await showStep(req, res, err.status, state);
    }
  });

  return router;
}
