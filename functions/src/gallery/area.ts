import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { createPublicImages } from '../adapters/sharp/public-images';
import type { RouteGuards } from '../http/mount-routes';
import { createToolDeps, type ToolHandles } from '../paid-tools/deps';
import { GALLERY_THUMB_PX } from './deps';
import { createGalleryRepository } from './gallery.repository';
import { galleryRoutes } from './routes';

/** The artist's gallery: saved designs, stencils and previews, with their thumbnails. */
export function galleryArea(deps: ToolHandles & { db: Firestore }, guards: RouteGuards): Router {
  const gallery = {
    repo: createGalleryRepository(deps.db),
    objects: deps.objects,
    thumbnail: (image: Buffer) => deps.imageOps.thumbnail(image, GALLERY_THUMB_PX),
    publicImages: createPublicImages(),
    clock: deps.clock,
    newId: randomUUID,
  };
  return galleryRoutes({ gallery, tools: createToolDeps(deps) }, guards);
}
