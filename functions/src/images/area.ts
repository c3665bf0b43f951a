import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app';
import { bodyPreviewRoutes } from '../body-preview/routes';
import { createConsentsRepository } from '../consents/repository';
import { createConsentsService } from '../consents/service';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createLedgerService } from '../credits/ledger.service';
import { createGalleryRepository } from '../gallery/gallery.repository';
import { GALLERY_THUMB_PX } from '../gallery/gallery-deps';
import { galleryRoutes } from '../gallery/routes';
import { stencilRoutes } from '../stencil/routes';
import type { ImageToolsDeps } from './deps';
import { imageToolRoutes } from './routes';

/** Stencils, image tools, body previews and the gallery (issue 5). */
export function imagesArea(deps: AppDeps, requireAuth: RequestHandler): Router {
  const tools: ImageToolsDeps = {
    objects: deps.objects,
    ops: deps.imageOps,
    ledger: createLedgerService(createLedgerRepository(deps.db), { now: deps.clock }),
    ai: deps.ai,
    urlPolicy: deps.imageUrlPolicy,
    clock: deps.clock,
    newId: randomUUID,
    logger: deps.logger,
  };
  const gallery = {
    repo: createGalleryRepository(deps.db),
    objects: deps.objects,
    thumbnail: (image: Buffer) => deps.imageOps.thumbnail(image, GALLERY_THUMB_PX),
    clock: deps.clock,
    newId: randomUUID,
  };
  const consents = createConsentsService(createConsentsRepository(deps.db), deps.clock);
  const router = Router();
  router.use(stencilRoutes({ ...tools, db: deps.db }, requireAuth));
  router.use(imageToolRoutes(tools, requireAuth));
  router.use(galleryRoutes({ gallery, tools }, requireAuth));
  router.use(bodyPreviewRoutes({ ...tools, consents }, requireAuth));
  return router;
}
