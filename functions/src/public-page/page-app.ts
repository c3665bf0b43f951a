import { RATE_LIMITS, type RateLimitRules } from '@inkforge/domain';
import express, { type ErrorRequestHandler, type Express, type Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ConnectPayments } from '../adapters/payments';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { createPublicImages } from '../adapters/sharp/public-images';
import { AppError } from '../app-error';
import { countBookableFlash, createFlashPageBooking, createFlashShowcase } from '../flash';
import { createBookingDesk } from '../booking';
import { createPortfolio } from '../gallery';
import { trustHostingProxies } from '../http/client-address';
import { rateLimits } from '../http/rate-limit';
import type { Logger } from '../logger';
import { createTokenBuckets } from '../rate-limits/token-bucket.repository';
import { denyFraming } from './frame-policy';
import { renderProblem } from './render-page';
import { flashPageRoutes } from './flash-routes';
import { pageRoutes } from './routes';

export interface PageAppDeps {
  db: Firestore;
  objects: ObjectStore;
  imageOps: ImageOps;
  clock: () => Date;
  logger: Logger;
  /** The app's public origin (APP_ORIGIN): the page's canonical and og: addresses. */
  appOrigin: string;
  /** The flash page's deposit checkouts, on the artist's connected account. */
  payments: ConnectPayments;
  rateLimits?: RateLimitRules;
}

const NOT_FOUND_PAGE = renderProblem(
  'Page not found',
  'There is no booking page at this address, or the artist is not taking requests right now.',
);

/** Express's own refusal of a path parameter that is not valid percent-encoding (`%E0%A4%A`). */
const isParamDecodeError = (err: unknown) =>
  err instanceof URIError && (err as URIError & { status?: unknown }).status === 400;
const BROKEN_LINK = new AppError('PATH_INVALID');

/** Every failure is a page for a person, never JSON: this function answers browsers. */
function pageErrors(logger: Logger): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    const known = err instanceof AppError ? err : isParamDecodeError(err) ? BROKEN_LINK : null;
    if (known && known.status === 404) {
      // A closed page may open again: the CDN keeps the 404 for a minute only.
      res.status(404).set('Cache-Control', 'public, max-age=60, s-maxage=60').type('html');
      res.send(NOT_FOUND_PAGE);
      return;
    }
    if (known && known.status < 500) {
      if (known.retryAfterSeconds) res.set('Retry-After', String(known.retryAfterSeconds));
      res.status(known.status).set('Cache-Control', 'no-store').type('html');
      const heading = known.status === 429 ? 'Please wait a moment' : 'This link does not work';
      res.send(renderProblem(heading, known.message));
      return;
    }
    logger.error('page.failed', { error: err instanceof Error ? err.message : String(err) });
    res.status(500).set('Cache-Control', 'no-store').type('html');
    res.send(
      renderProblem('Something went wrong', 'This page could not be shown. Try again soon.'),
    );
  };
}

/** The `bookPage` function's express app: the artists' public pages, server-rendered. */
export function createPageApp(deps: PageAppDeps, more: readonly Router[] = []): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustHostingProxies);
  app.use(denyFraming);
  app.use(
    rateLimits({
      buckets: createTokenBuckets(deps.db),
      rules: deps.rateLimits ?? RATE_LIMITS,
      clock: deps.clock,
    }),
  );
  const pageDeps = {
    booking: createBookingDesk(deps.db),
    portfolio: createPortfolio(deps.db, deps.objects),
    bookableFlash: (uid: string) => countBookableFlash(deps.db, uid),
    flashShowcase: createFlashShowcase(deps.db, deps.objects),
    flashBooking: createFlashPageBooking(deps),
    objects: deps.objects,
    imageOps: deps.imageOps,
    publicImages: createPublicImages(),
    origin: deps.appOrigin.replace(/\/$/, ''),
    clock: deps.clock,
    logger: deps.logger,
  };
  app.use(pageRoutes(pageDeps));
  app.use(flashPageRoutes(pageDeps));
  // Pages of other areas served by this function (the studio's page), with the same headers.
  for (const router of more) app.use(router);
  app.use((_req, res) => {
    res.status(404).set('Cache-Control', 'public, max-age=60, s-maxage=60').type('html');
    res.send(NOT_FOUND_PAGE);
  });
  app.use(pageErrors(deps.logger));
  return app;
}
