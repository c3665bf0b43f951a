import { Router, type Request, type Response } from 'express';
import { AppError } from '../app-error';
import { readBookingRequestBody } from '../booking';
import { limit } from '../http/rate-limit';
import { EMPTY_FORM, readPostedForm, withRefusal, type FormState } from '../public-page';
import type { StudioPageDeps } from './deps';
import { loadStudioPage } from './load-studio-page';
import { renderStudioPage, renderStudioSent } from './render-studio-page';
import { sendStudioRequest } from './send-studio-request';
import { studioSlugParam } from './slug-param';

/** As the artists' pages: the CDN keeps a page 5 minutes, a browser 1. */
const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
/** Refusals that belong beside the artist choice rather than above the form. */
const ARTIST_CODES = new Set(['STUDIO_ARTIST_UNKNOWN', 'STUDIO_ARTIST_CLOSED']);

const sendHtml = (res: Response, status: number, body: string, cache: string) =>
  res.status(status).set('Cache-Control', cache).type('html').send(body);

/** One query value, as text of a sane length; anything else is none. */
function queryText(req: Request, name: string): string | null {
  const value = req.query[name];
  return typeof value === 'string' && value.trim() && value.length <= 60 ? value.trim() : null;
}

/**
 * `/studio/{slug}`: the studio's page as HTML (served by the page function beside the artists'
 * pages, with their headers and budgets), its request form posted back to it, and the
 * confirmation after a request (post, redirect, get: a reload never sends twice).
 */
export function studioPageRoutes(deps: StudioPageDeps & { origin: string }): Router {
  const router = Router();
  const read = limit('publicForm', 'address');
  const send = limit('bookingRequest', 'address', 'slug');
  router.param('slug', (req, res, next) =>
    studioSlugParam(req as Request<{ slug: string }>, res, next),
  );

  router.get('/studio/:slug', read, async (req, res) => {
    const page = await loadStudioPage(deps, req.params.slug);
    const artist = queryText(req, 'artist');
    const form: FormState = artist ? { ...EMPTY_FORM, values: { artist } } : EMPTY_FORM;
    sendHtml(
      res,
      200,
      renderStudioPage(page, deps.origin, form, queryText(req, 'style')),
      PAGE_CACHE,
    );
  });

  router.post('/studio/:slug', send, async (req, res) => {
    const seen = { fields: {}, chosenFiles: 0 };
    let typed: Record<string, unknown> = seen.fields;
    let sent;
    try {
      const { body, files } = await readBookingRequestBody(req, seen);
      typed = (body ?? {}) as Record<string, unknown>;
      sent = await sendStudioRequest(deps, req.params.slug, readPostedForm(typed).body, files);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500 || err.code === 'STUDIO_PAGE_NOT_FOUND') {
        throw err;
      }
      const page = await loadStudioPage(deps, req.params.slug);
      const state = { ...readPostedForm(typed).state, photosAgain: seen.chosenFiles > 0 };
      const form = ARTIST_CODES.has(err.code)
        ? { ...state, errors: { artist: err.message } }
        : withRefusal(state, err);
      sendHtml(res, err.status, renderStudioPage(page, deps.origin, form, null), 'no-store');
      return;
    }
    const to = sent.chosen ? `?artist=${encodeURIComponent(sent.chosen.username)}` : '';
    res.redirect(303, `${sent.page.pagePath}/sent${to}`);
  });

  router.get('/studio/:slug/sent', read, async (req, res) => {
    const page = await loadStudioPage(deps, req.params.slug);
    const username = queryText(req, 'artist')?.toLowerCase();
    const artist = page.artists.find((a) => username && a.username.toLowerCase() === username);
    sendHtml(res, 200, renderStudioSent(page, deps.origin, artist ?? null), PAGE_CACHE);
  });

  return router;
}
