import type { GalleryPage } from '@inkforge/domain';
import { decodeGalleryCursor, encodeGalleryCursor } from './gallery-cursor';
import type { GalleryDeps } from './gallery-deps';
import { signedGalleryItem } from './to-gallery-item';

/**
 * GET /api/gallery: one page, newest first. The first page (no cursor) also carries the counts
 * per type, which the gallery's sections show before every page is loaded.
 */
export async function listGallery(
  deps: GalleryDeps,
  uid: string,
  query: { limit: number; cursor?: string },
): Promise<GalleryPage> {
  const after = query.cursor ? decodeGalleryCursor(uid, query.cursor) : undefined;
  const [page, counts] = await Promise.all([
    deps.repo.page(uid, query.limit, after),
    after ? undefined : deps.repo.counts(uid),
  ]);
  const last = page.items.at(-1);
  return {
    items: await Promise.all(page.items.map((item) => signedGalleryItem(deps, item))),
    nextCursor: page.more && last ? encodeGalleryCursor(uid, last) : null,
    ...(counts ? { counts } : {}),
  };
}
