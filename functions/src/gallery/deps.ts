import type { ObjectStore } from '../adapters/firebase/storage';
import type { PublicImages } from '../adapters/sharp/public-images';
import type { GalleryRepository } from './gallery.repository';

export interface GalleryDeps {
  repo: GalleryRepository;
  objects: ObjectStore;
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
export const GALLERY_THUMB_PX = 320;

export const galleryObjectPath = (uid: string, id: string, ext: string) =>
  `users/${uid}/gallery/${id}.${ext}`;

export const galleryThumbPath = (uid: string, id: string) =>
  `users/${uid}/gallery/${id}.thumb.webp`;
