import { Router, type Request, type Response } from 'express';
import { AppError } from '../app-error';
import {
  openArtist,
  pageName,
  readAvatar,
  readBookingRequestBody,
  sendBookingRequest,
} from '../booking';
import { pagesWithFlash, renderSitemap, SITEMAP_MAX } from './crawler-files';
import { limit } from '../http/rate-limit';
import type { PageDeps } from './deps';
import { FORM_SCRIPT, FORM_SCRIPT_PATH } from './form-script';
import { readPostedForm, withRefusal } from './form-state';
import { allowFramingBy } from './frame-policy';
import { loadArtistPage } from './load-artist-page';
import { renderEmbed, renderEmbedSent } from './render-embed';
import { renderArtistPage, renderSent } from './render-page';
import { shareCard } from './share-card';
import { EMPTY_FORM, embedPath, pagePath } from './view';

/** Hosting's CDN keeps a page 5 minutes, a browser 1: an edit shows within minutes. */
const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
/**
 * Renditions and cards are named by their content, so a browser keeps them for a year; the CDN
 * for 10 minutes only, so one taken off the page stops being served soon after.
 */
const FILE_CACHE = 'public, max-age=31536000, s-maxage=600, immutable';
/** Crawlers read the sitemap rarely: the CDN keeps it 10 minutes, so a closed page leaves soon. */
const CRAWLER_CACHE = 'public, max-age=600, s-maxage=600';

/** A card's name as load-artist-page makes it: 16 hex digits of what it draws. */
const CARD_FILE = /^[0-9a-f]{16}\.jpg$/;

/** `pageName` types the params as the username alone; the file is the route's second one. */
const fileOf = (params: object) => String((params as Record<string, unknown>).file);

const sendHtml = (res: Response, status: number, body: string, cache: string) =>
  res.status(status).set('Cache-Control', cache).type('html').send(body);

/**
 * `/book/{username}`: the artist's page as HTML (read, and the request form posted back to it),
 * its portfolio's renditions and its link-preview card; `/sitemap.xml` for crawlers
 * (robots.txt is a file of the web build). Budgets as the API's booking routes.
 */
export function pageRoutes(deps: PageDeps): Router {
  const router = Router();
  const read = limit('publicForm', 'address');
  const send = limit('bookingRequest', 'address', 'username');

  router.get('/sitemap.xml', read, async (_req, res) => {
    const pages = await deps.booking.openPages(SITEMAP_MAX / 2);
    const withFlash = await pagesWithFlash(pages, deps.bookableFlash);
    res.set('Cache-Control', CRAWLER_CACHE).type('application/xml');
    res.send(renderSitemap(deps.origin, pages, withFlash));
  });

  // The form's script: `-` is no username, so no page's address can take this one.
  router.get('/book/-/:file', (req, res) => {
    if (!FORM_SCRIPT_PATH || req.path !== FORM_SCRIPT_PATH) throw new AppError('NOT_FOUND');
    res.set('Cache-Control', FILE_CACHE).type('text/javascript').send(FORM_SCRIPT);
  });

  router.get('/book/:username', pageName, read, async (req, res) => {
    const page = await loadArtistPage(deps, req.params.username);
    sendHtml(res, 200, renderArtistPage(page, EMPTY_FORM), PAGE_CACHE);
  });

  /**
   * The form posted back: taken, the confirmation at `{back}/sent` (post, redirect, get:
   * reloading it never sends twice); refused, the form again with the errors in words.
   */
  const takeRequest =
    (back: (username: string) => string, render: typeof renderArtistPage, frame: boolean) =>
    async (req: Request<{ username: string }>, res: Response) => {
      const page = await loadArtistPage(deps, req.params.username);
      if (frame) allowFramingBy(res, page.artist.profile.embedOrigins);
      // What the client typed, kept as it is read: a refused photo must not lose the text.
      const seen = { fields: {}, chosenFiles: 0 };
      let typed: Record<string, unknown> = seen.fields;
      try {
        const { body, files } = await readBookingRequestBody(req, seen);
        typed = (body ?? {}) as Record<string, unknown>;
        const posted = readPostedForm(typed);
        await sendBookingRequest(deps, req.params.username, posted.body, files);
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500 || err.code === 'BOOKING_NOT_FOUND') {
          throw err;
        }
        const state = { ...readPostedForm(typed).state, photosAgain: seen.chosenFiles > 0 };
        sendHtml(res, err.status, render(page, withRefusal(state, err)), 'no-store');
        return;
      }
      res.redirect(303, `${back(page.artist.username)}/sent`);
    };

  router.post('/book/:username', pageName, send, takeRequest(pagePath, renderArtistPage, false));

  router.get('/book/:username/sent', pageName, read, async (req, res) => {
    const page = await loadArtistPage(deps, req.params.username);
    sendHtml(res, 200, renderSent(page), PAGE_CACHE);
  });

  router.get('/book/:username/embed', pageName, read, async (req, res) => {
    const page = await loadArtistPage(deps, req.params.username);
    allowFramingBy(res, page.artist.profile.embedOrigins);
    sendHtml(res, 200, renderEmbed(page, EMPTY_FORM), PAGE_CACHE);
  });

  router.post('/book/:username/embed', pageName, send, takeRequest(embedPath, renderEmbed, true));

  router.get('/book/:username/embed/sent', pageName, read, async (req, res) => {
    const page = await loadArtistPage(deps, req.params.username);
    allowFramingBy(res, page.artist.profile.embedOrigins);
    sendHtml(res, 200, renderEmbedSent(page), PAGE_CACHE);
  });

  router.get('/book/:username/work/:file', pageName, async (req, res) => {
    const artist = await openArtist(deps, req.params.username);
    const image = await deps.portfolio.readRendition(artist.uid, fileOf(req.params));
    if (!image) throw new AppError('NOT_FOUND');
    res.set('Cache-Control', FILE_CACHE).type('image/webp').send(image);
  });

  // The avatar heads the client's pages too (deposit, intake, mails): any live artist's, open
  // or closed, and only the one the profile names now.
  router.get('/book/:username/avatar/:file', pageName, async (req, res) => {
    const artist = await deps.booking.findArtist(req.params.username);
    const image = artist && (await readAvatar(deps.objects, artist, fileOf(req.params)));
    if (!image) throw new AppError('NOT_FOUND');
    res.set('Cache-Control', FILE_CACHE).type('image/webp').send(image);
  });

  router.get('/book/:username/card/:file', pageName, async (req, res) => {
    const page = await loadArtistPage(deps, req.params.username);
    const current = page.cardPath.split('/').at(-1);
    // A preview fetched with an older card's name gets today's card; any other name is none.
    const file = fileOf(req.params);
    if (!CARD_FILE.test(file)) throw new AppError('NOT_FOUND');
    if (file !== current) return res.redirect(302, page.cardPath);
    res
      .set('Cache-Control', FILE_CACHE)
      .type('image/jpeg')
      .send(await shareCard(deps, page));
  });

  return router;
}
