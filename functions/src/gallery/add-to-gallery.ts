import type { GalleryItem, GalleryType } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { PublicConsent } from './gallery.repository';
import { galleryObjectPath, galleryThumbPath, type GalleryDeps } from './deps';
import { galleryLimitOf } from './gallery-limit';
import { signedGalleryItem } from './to-gallery-item';
import { keepOriginal, type AiOrigin } from './ai-origin';

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
  /** A client's photo: their answer on showing it publicly. */
  consent?: PublicConsent | null;
  /** Issue 46: a kept concept's booking request and project. */
  requestId?: string | null;
  projectId?: string | null;
  /** What AI did to the image; absent for the artist's own work, which is never marked. */
  ai?: AiOrigin | null;
}

/** The thumbnail, or null when it cannot be made: the item then shows its full image. */
async function thumbnailOf(deps: GalleryDeps, image: NewGalleryImage): Promise<Buffer | null> {
  try {
    return await deps.thumbnail(image.data);
  } catch {
    return null;
  }
}

/**
 * Copies the image into the gallery folder (so deleting the item deletes exactly its own
 * objects) with a small WebP beside it for grids, and records it within the plan limit. The
 * objects are written first and removed again when the limit refuses, so a refused save leaves
 * nothing behind.
 */
export async function addToGallery(
  deps: GalleryDeps,
  uid: string,
  image: NewGalleryImage,
): Promise<GalleryItem> {
  const id = deps.newId();
  const imagePath = galleryObjectPath(uid, id, image.extension);
  const thumb = await thumbnailOf(deps, image);
  const thumbPath = thumb ? galleryThumbPath(uid, id) : null;
  await Promise.all([
    deps.objects.put(imagePath, image.data, image.contentType),
    thumb && thumbPath ? deps.objects.put(thumbPath, thumb, 'image/webp') : undefined,
  ]);
  const ai = image.ai ?? null;
  const originalPath = ai
    ? await keepOriginal(deps.objects, ai, { uid, id, imagePath, data: image.data })
    : null;
  // The item's image answers for its origin like the image it was copied from: an edit or a
  // tool run on it later records what AI did before.
  if (ai) {
    await deps.provenance.copied(uid, imagePath, {
      aiTools: ai.tools,
      model: ai.model,
      c2pa: ai.c2pa,
      originalPath,
    });
  }
  const removeObjects = () =>
    Promise.all([
      ...[imagePath, thumbPath, originalPath !== imagePath ? originalPath : null].map(
        (path) => path && deps.objects.remove(path),
      ),
      ai && deps.provenance.forget(uid, imagePath),
    ]);
  const stored = {
    id,
    type: image.type,
    imagePath,
    thumbPath,
    prompt: image.prompt ?? null,
    title: image.title ?? null,
    generationType: image.generationType ?? null,
    clientName: image.clientName ?? null,
    clientId: image.clientId ?? null,
    consent: image.consent ?? null,
    ...(image.requestId ? { requestId: image.requestId, projectId: image.projectId ?? null } : {}),
    createdAt: deps.clock(),
    aiAssisted: ai !== null,
    aiTools: ai?.tools ?? [],
    provenance: { model: ai?.model ?? null, c2pa: ai?.c2pa ?? false, originalPath },
  };
  let outcome;
  try {
    outcome = await deps.repo.addWithinLimit(uid, stored, galleryLimitOf);
  } catch (err) {
    await removeObjects();
    throw err;
  }
  if (!outcome.added) {
    await removeObjects();
    throw new AppError('GALLERY_LIMIT_REACHED');
  }
  return signedGalleryItem(deps, {
    ...stored,
    public: false,
    caption: null,
    tags: [],
    publicImage: null,
  });
}
