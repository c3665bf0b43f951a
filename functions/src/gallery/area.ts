import type { Router } from 'express';
import type { Firestore } from '../adapters/firebase/firebase';
import { createPublicImages } from '../adapters/sharp/public-images';
import type { RouteGuards } from '../http/mount-routes';
import { createToolDeps, type ToolHandles } from '../paid-tools/deps';
import { createGalleryDeps } from './deps';
import { galleryRoutes } from './routes';

/** The artist's gallery: saved designs, stencils and previews, with their thumbnails. */
export function galleryArea(deps: ToolHandles & { db: Firestore }, guards: RouteGuards): Router {
  const gallery = { ...createGalleryDeps(deps), publicImages: createPublicImages() };
  return galleryRoutes({ gallery, tools: createToolDeps(deps) }, guards);
}
