import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { createStudioRecords } from '../clients';
import type { RouteGuards } from '../http/mount-routes';
import { createGalleryDeps } from '../gallery';
import { createHealedPhotoLinks } from './healed-photo-links.repository';
import { healedPhotoRoutes } from './routes';

/** The client's healed-photo page (issue 27), wired for the app. */
export function healedPhotosArea(
  deps: {
    db: Firestore;
    objects: ObjectStore;
    imageOps: ImageOps;
    clock: () => Date;
  },
  guards: RouteGuards,
): Router {
  return healedPhotoRoutes(
    {
      links: createHealedPhotoLinks(deps.db),
      studio: createStudioRecords(deps.db),
      gallery: createGalleryDeps(deps),
      imageOps: deps.imageOps,
      clock: deps.clock,
    },
    guards,
  );
}
