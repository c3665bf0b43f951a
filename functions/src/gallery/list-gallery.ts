import type { GalleryPage } from '@inkforge/domain';
import { decodeGalleryCursor, encodeGalleryCursor } from './gallery-cursor';
import type { GalleryDeps } from './deps';
import { signedGalleryItem } from './to-gallery-item';

/**
 * GET /api/gallery: one page, newest first: one query and no signing call for an object signed
 * in the last half hour. (The counts per type live in GET /api/gallery/limits, asked once per
 * screen, not once per page.)
 */
export async function listGallery(
  deps: GalleryDeps,
  uid: string,
  query: { limit: number; cursor?: string },
): Promise<GalleryPage> {
  const after = query.cursor ? decodeGalleryCursor(uid, query.cursor) : undefined;
  const page = await deps.repo.page(uid, query.limit, after);
  const last = page.items.at(-1);
  return {
    items: await Promise.all(page.items.map((item) => signedGalleryItem(deps, item))),
    nextCursor: page.more && last ? encodeGalleryCursor(uid, last) : null,
  };
}
