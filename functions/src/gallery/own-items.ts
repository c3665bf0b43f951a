import type { GalleryItem } from '@inkforge/domain';
import type { GalleryDeps } from './deps';
import { signedGalleryItem } from './to-gallery-item';

/** An item of the artist's own gallery as another area may use it: its stored image. */
export interface OwnGalleryImage {
  id: string;
  imagePath: string;
  tags: string[];
}

/**
 * The artist's own gallery items by id, read under their own path only: an id of another
 * artist's item is not there and is left out. Style references (issue 46) are picked this way.
 */
export function createOwnGalleryItems(deps: GalleryDeps) {
  const found = async (uid: string, ids: readonly string[]) =>
    (await Promise.all(ids.map((id) => deps.repo.get(uid, id)))).filter((item) => item !== null);
  return {
    async images(uid: string, ids: readonly string[]): Promise<OwnGalleryImage[]> {
      return (await found(uid, ids)).map(({ id, imagePath, tags }) => ({ id, imagePath, tags }));
    },
    async signed(uid: string, ids: readonly string[]): Promise<GalleryItem[]> {
      return Promise.all((await found(uid, ids)).map((item) => signedGalleryItem(deps, item)));
    },
  };
}

export type OwnGalleryItems = ReturnType<typeof createOwnGalleryItems>;
