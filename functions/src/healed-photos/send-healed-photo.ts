import type { ApiHealedPhotoSent } from '@inkforge/domain';
import { AppError } from '../app-error';
import { addToGallery } from '../gallery/add-to-gallery';
import type { CheckedImage } from '../paid-tools/read-upload';
import type { HealedPhotoDeps } from './deps';
import { MAX_HEALED_PHOTOS_PER_LINK } from './healed-photo-links.repository';
import { healedLinkHash } from './open-healed-photo-link';

/**
 * POST /api/public/healed-photos/{token}: the client's photo of the healed tattoo, checked like
 * every upload, lands in the artist's gallery under the client, titled with the project. The
 * link's count is taken first, so a link never takes more than its photos.
 */
export async function sendHealedPhoto(
  deps: HealedPhotoDeps,
  token: string,
  image: CheckedImage,
): Promise<ApiHealedPhotoSent> {
  const used = await deps.links.use(healedLinkHash(token), deps.clock());
  if (used === 'invalid') throw new AppError('HEALED_LINK_INVALID');
  if (used === 'full') throw new AppError('HEALED_LINK_FULL');
  const client = await deps.clients.get(used.uid, used.clientId);
  try {
    await addToGallery(deps.gallery, used.uid, {
      ...image,
      type: 'tattoo',
      title: `Healed: ${used.projectTitle}`,
      generationType: 'photo',
      clientName: client?.name ?? null,
      clientId: client ? used.clientId : null,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'GALLERY_LIMIT_REACHED')
      throw new AppError('HEALED_PHOTO_NOT_KEPT');
    throw err;
  }
  return { photosLeft: Math.max(0, MAX_HEALED_PHOTOS_PER_LINK - used.uploads - 1) };
}
