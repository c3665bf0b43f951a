import type { Concept } from '@inkforge/domain';
import type { ObjectStore } from '../adapters/object-store';
import type { StoredConcept } from './concepts.repository';

/** A concept with both URLs signed now (cached per object, adapters/signed-url-cache.ts). */
export async function signedConcept(
  objects: Pick<ObjectStore, 'signedUrl'>,
  stored: StoredConcept,
): Promise<Concept> {
  const [imageUrl, thumbnailUrl] = await Promise.all([
    objects.signedUrl(stored.imagePath),
    stored.thumbPath ? objects.signedUrl(stored.thumbPath) : null,
  ]);
  return {
    id: stored.id,
    requestId: stored.requestId,
    imageUrl,
    thumbnailUrl: thumbnailUrl ?? imageUrl,
    state: stored.state,
    galleryItemId: stored.galleryItemId,
    referenceIds: stored.referenceIds,
    createdAt: stored.createdAt.toISOString(),
  };
}
