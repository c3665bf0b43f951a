import { AppError } from '../app-error';
import type { GalleryDeps } from './deps';
import { removeRenditions } from './publish-gallery-item';

/** DELETE /api/gallery/{id}: the record, its stored image, its thumbnail and public renditions. */
export async function deleteGalleryItem(deps: GalleryDeps, uid: string, id: string): Promise<void> {
  const item = await deps.repo.get(uid, id);
  if (!item || !(await deps.repo.remove(uid, id))) throw new AppError('GALLERY_ITEM_NOT_FOUND');
  await Promise.all([
    ...[item.imagePath, item.thumbPath, item.provenance.originalPath]
      .filter((path, at, all) => path && all.indexOf(path) === at)
      .map((path) => path && deps.objects.remove(path)),
    item.publicImage && removeRenditions(deps, uid, id, item.publicImage),
    item.aiAssisted && item.imagePath && deps.provenance.forget(uid, item.imagePath),
  ]);
}
