import { AppError } from '../app-error';
import type { GalleryDeps } from './deps';

/** DELETE /api/gallery/{id}: the record, its stored image and its thumbnail. */
export async function deleteGalleryItem(deps: GalleryDeps, uid: string, id: string): Promise<void> {
  const item = await deps.repo.get(uid, id);
  if (!item || !(await deps.repo.remove(uid, id))) throw new AppError('GALLERY_ITEM_NOT_FOUND');
  await Promise.all(
    [item.imagePath, item.thumbPath].map((path) => path && deps.objects.remove(path)),
  );
}
