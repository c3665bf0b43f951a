import type { GalleryItem } from '@inkforge/domain';
import type { GalleryDeps } from './deps';
import { toGalleryItem } from './to-gallery-item';

/** GET /api/gallery: every item with a signed URL minted now (URLs are never stored). */
export async function listGallery(deps: GalleryDeps, uid: string): Promise<GalleryItem[]> {
  const items = await deps.repo.list(uid);
  return Promise.all(
    items.map(async (item) => toGalleryItem(item, await deps.objects.signedUrl(item.imagePath))),
  );
}
