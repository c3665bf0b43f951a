import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { createBookingDesk } from '../booking';
import { createPortfolio } from '../gallery';
import type { Logger } from '../logger';
import { createStudioDirectory } from '../studios';
import type { StudioPageDeps } from './deps';
import { studioPageRoutes } from './page-routes';
import { createStudioRequestsRepository } from './studio-requests.repository';

/** The studio page's dependencies, built the same way for the API and the page function. */
export function createStudioPageDeps(deps: {
  db: Firestore;
  objects: ObjectStore;
  imageOps: ImageOps;
  mail?: MailTransport;
  clock: () => Date;
  logger: Logger;
}): StudioPageDeps {
  return {
    studios: createStudioDirectory(deps.db, deps.clock),
    booking: createBookingDesk(deps.db),
    portfolio: createPortfolio(deps.db, deps.objects),
    requests: createStudioRequestsRepository(deps.db),
    objects: deps.objects,
    imageOps: deps.imageOps,
    mail: deps.mail ?? null,
    clock: deps.clock,
    logger: deps.logger,
  };
}

/** The studio's HTML pages for the page function, beside the artists' pages. */
export function studioPages(deps: {
  db: Firestore;
  objects: ObjectStore;
  imageOps: ImageOps;
  clock: () => Date;
  logger: Logger;
  appOrigin: string;
}): Router {
  const origin = deps.appOrigin.replace(/\/$/, '');
  return studioPageRoutes({ ...createStudioPageDeps(deps), origin });
}
