import { publicRefusal } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import { createGalleryRepository } from './gallery.repository';
import { portfolioPrefix, RENDITION_FILE, renditionFile } from './portfolio-paths';

export { addToGallery } from './add-to-gallery';
export { deleteGalleryItem } from './delete-gallery-item';
export { createGalleryDeps } from './deps';
export type { GalleryDeps } from './deps';
export { createOwnGalleryItems } from './own-items';
export type { OwnGalleryItems } from './own-items';

/** A gallery image another area would make public (flash): its stored path and the rule's word. */
export interface PublicSource {
  imagePath: string;
  /** Why it may not be public (a client's body, a client's no), or null. */
  refusal: 'GALLERY_ITEM_PRIVATE' | 'GALLERY_NO_CONSENT' | null;
}

/** The gallery item `id` as a source of a public image, checked by the one rule; null if none. */
export function createPublicSources(db: Firestore) {
  const repo = createGalleryRepository(db);
  return async (uid: string, id: string): Promise<PublicSource | null> => {
    const item = await repo.get(uid, id);
    return item?.imagePath ? { imagePath: item.imagePath, refusal: publicRefusal(item) } : null;
  };
}

/** One public item as the artist's page shows it: file names, never Storage paths. */
export interface PortfolioItem {
  id: string;
  caption: string | null;
  tags: string[];
  /** The widest rendition's size. */
  width: number;
  height: number;
  /** Narrowest first. */
  files: { width: number; file: string }[];
}

export interface Portfolio {
  /** The artist's public items, most recently published first. */
  list(uid: string, max: number): Promise<PortfolioItem[]>;
  /** A rendition's bytes by its file name; null for any name that is not a published one. */
  readRendition(uid: string, file: string): Promise<Buffer | null>;
}

/** The gallery's front door for the public page. */
export function createPortfolio(db: Firestore, objects: ObjectStore): Portfolio {
  const repo = createGalleryRepository(db);
  return {
    async list(uid, max) {
      return (await repo.listPublic(uid, max)).flatMap((item) => {
        const image = item.publicImage;
        if (!image) return [];
        return [
          {
            id: item.id,
            caption: item.caption,
            tags: item.tags,
            width: image.width,
            height: image.height,
            files: image.widths.map((width) => ({
              width,
              file: renditionFile(item.id, image.hash, width),
            })),
          },
        ];
      });
    },

    async readRendition(uid, file) {
      if (!RENDITION_FILE.test(file)) return null;
      const path = portfolioPrefix(uid) + file;
      return (await objects.exists(path)) ? objects.read(path) : null;
    },
  };
}
