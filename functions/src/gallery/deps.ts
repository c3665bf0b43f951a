import { randomUUID } from 'node:crypto';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { PublicImages } from '../adapters/sharp/public-images';
import { createAiProvenance, type AiProvenance } from '../ai-provenance';
import { createGalleryRepository, type GalleryRepository } from './gallery.repository';

export interface GalleryDeps {
  repo: GalleryRepository;
  objects: ObjectStore;
  /** What AI did to an item's image, kept under the item's own path too. */
  provenance: AiProvenance;
  /** The small WebP of an image (GALLERY_THUMB_PX long side). */
  thumbnail: (image: Buffer) => Promise<Buffer>;
  clock: () => Date;
  newId: () => string;
}

/** Publishing an item also makes its portfolio renditions. */
export interface PublishDeps extends GalleryDeps {
  publicImages: PublicImages;
}

/** Long side of a gallery thumbnail: a 200 px card at 1.6× pixel density. */
const GALLERY_THUMB_PX = 320;

/** The gallery's operations over its repository: its own routes, and healed photos that land in it. */
export function createGalleryDeps(deps: {
  db: Firestore;
  objects: ObjectStore;
  imageOps: Pick<ImageOps, 'thumbnail'>;
  clock: () => Date;
}): GalleryDeps {
  return {
    repo: createGalleryRepository(deps.db),
    objects: deps.objects,
    provenance: createAiProvenance(deps.db),
    thumbnail: (image: Buffer) => deps.imageOps.thumbnail(image, GALLERY_THUMB_PX),
    clock: deps.clock,
    newId: randomUUID,
  };
}

export const galleryObjectPath = (uid: string, id: string, ext: string) =>
  `users/${uid}/gallery/${id}.${ext}`;

/** The model's own bytes of an AI design whose gallery image is another encoding. */
export const galleryOriginalPath = (uid: string, id: string) =>
  `users/${uid}/gallery/${id}.original.png`;

export const galleryThumbPath = (uid: string, id: string) =>
  `users/${uid}/gallery/${id}.thumb.webp`;
