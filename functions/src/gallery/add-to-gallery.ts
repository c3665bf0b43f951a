import type { GalleryItem, GalleryType } from '@inkforge/domain';
import { AppError } from '../app-error';
import { galleryObjectPath, type GalleryDeps } from './deps';
import { galleryLimitOf } from './gallery-limit';
import { toGalleryItem } from './to-gallery-item';

export interface NewGalleryImage {
  type: GalleryType;
  data: Buffer;
  contentType: string;
  extension: string;
  prompt?: string | null;
  title?: string | null;
  generationType?: string | null;
  clientName?: string | null;
  clientId?: string | null;
}

/**
 * Copies the image into the gallery folder (so deleting the item deletes exactly its own
 * object) and records it within the plan limit. The object is written first and removed again
 * when the limit refuses, so a refused save leaves nothing behind.
 */
export async function addToGallery(
  deps: GalleryDeps,
  uid: string,
  image: NewGalleryImage,
): Promise<GalleryItem> {
  const id = deps.newId();
  const imagePath = galleryObjectPath(uid, id, image.extension);
  await deps.objects.put(imagePath, image.data, image.contentType);
  const stored = {
    id,
    type: image.type,
    imagePath,
    prompt: image.prompt ?? null,
    title: image.title ?? null,
    generationType: image.generationType ?? null,
    clientName: image.clientName ?? null,
    clientId: image.clientId ?? null,
    createdAt: deps.clock(),
  };
  let outcome;
  try {
    outcome = await deps.repo.addWithinLimit(uid, stored, galleryLimitOf);
  } catch (err) {
    await deps.objects.remove(imagePath);
    throw err;
  }
  if (!outcome.added) {
    await deps.objects.remove(imagePath);
    throw new AppError('GALLERY_LIMIT_REACHED');
  }
  return toGalleryItem(stored, await deps.objects.signedUrl(imagePath));
}
