import { Router } from 'express';
import { AppError } from '../app-error';
import { openArtist, pageName } from '../booking';
import { limit } from '../http/rate-limit';
import type { PageDeps } from './deps';
import { loadFlashPage } from './load-flash-page';
import { renderFlashPage } from './render-flash-page';

/** As the artist's page: the CDN keeps it 5 minutes, a browser 1 (open times move). */
const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
/** A design's copy never changes under its id; the CDN lets an unpublished one go within 10. */
const IMAGE_CACHE = 'public, max-age=86400, s-maxage=600';
/** A design's copy as the page names it: its id and `.webp`. */
const IMAGE_FILE = /^([A-Za-z0-9_-]{1,128})\.webp$/;

/**
 * `/flash/{username}` (issue 49): the artist's flash as HTML for clients without script and
 * link-preview crawlers, and each published design's public copy. Budgets as the artist's page.
 */
export function flashPageRoutes(deps: PageDeps): Router {
  const router = Router();
  const read = limit('publicForm', 'address');

  router.get('/flash/:username', pageName, read, async (req, res) => {
    const page = await loadFlashPage(deps, req.params.username);
    res.status(200).set('Cache-Control', PAGE_CACHE).type('html').send(renderFlashPage(page));
  });

  router.get('/flash/:username/design/:file', pageName, async (req, res) => {
    const file = IMAGE_FILE.exec(String((req.params as Record<string, unknown>).file));
    if (!file) throw new AppError('NOT_FOUND');
    const artist = await openArtist(deps, req.params.username);
    const image = await deps.flashShowcase.image(artist.uid, file[1]!);
    if (!image) throw new AppError('NOT_FOUND');
    res.set('Cache-Control', IMAGE_CACHE).type('image/webp').send(image);
  });

  return router;
}
