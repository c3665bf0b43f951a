import type { ObjectStore } from '../adapters/firebase/storage';
import type { GalleryRepository } from './gallery.repository';

export interface GalleryDeps {
  repo: GalleryRepository;
  objects: ObjectStore;
  clock: () => Date;
  newId: () => string;
}

export const galleryObjectPath = (uid: string, id: string, ext: string) =>
  `users/${uid}/gallery/${id}.${ext}`;
