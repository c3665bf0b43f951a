import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { AiProvider } from '../adapters/ai-provider';
import type { Firestore } from '../adapters/firebase/firebase';
import type { JobQueue } from '../adapters/firebase/job-queue';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { ObjectStore } from '../adapters/firebase/storage';
import { bodyPreviewRoutes } from '../body-preview/routes';
import type { ConsentsService } from '../consents/consents.service';
import type { LedgerService } from '../credits/ledger.service';
import { createGalleryRepository } from '../gallery/gallery.repository';
import { GALLERY_THUMB_PX } from '../gallery/deps';
import { createJobsRepository } from '../generation/jobs.repository';
import { galleryRoutes } from '../gallery/routes';
import { stencilRoutes } from '../stencil/routes';
import type { Logger } from '../logger';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { ImageUrlPolicy } from '../paid-tools/resolve-image-url';
import { imageToolRoutes } from './routes';

/** What the images area needs: its handles, and the services the app builds once. */
export interface ImagesAreaDeps {
  db: Firestore;
  objects: ObjectStore;
  imageOps: ImageOps;
  ai: AiProvider;
  /** Cloud Tasks queue of runJob: the AI edits run there. */
  jobQueue: JobQueue;
  imageUrlPolicy: ImageUrlPolicy;
  clock: () => Date;
  logger: Logger;
  ledger: LedgerService;
  consents: ConsentsService;
}

/** Stencils, image tools, body previews and the gallery. */
export function imagesArea(deps: ImagesAreaDeps, requireAuth: RequestHandler): Router {
  const tools: ImageToolsDeps = {
    objects: deps.objects,
    ops: deps.imageOps,
    ledger: deps.ledger,
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
  const { consents } = deps;
  const edits = { ...tools, jobs: createJobsRepository(deps.db), queue: deps.jobQueue };
  const router = Router();
  router.use(stencilRoutes({ ...tools, db: deps.db }, requireAuth));
  router.use(imageToolRoutes(edits, requireAuth));
  router.use(galleryRoutes({ gallery, tools }, requireAuth));
  router.use(bodyPreviewRoutes({ ...edits, consents }, requireAuth));
  return router;
}
