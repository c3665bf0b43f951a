import { HEALED_PHOTO_TITLE, type ApiHealedPhotoSent, type GalleryItem } from '@inkforge/domain';
import { AppError } from '../app-error';
import { addToGallery, deleteGalleryItem } from '../gallery';
import type { CheckedImage } from '../paid-tools/read-upload';
import type { HealedPhotoDeps } from './deps';
import { MAX_HEALED_PHOTOS_PER_LINK, type OpenHealedLink } from './healed-photo-links.repository';
import { healedLinkHash } from './open-healed-photo-link';

/** The photo in the artist's gallery under the client; a full gallery keeps nothing. */
async function keepPhoto(
  deps: HealedPhotoDeps,
  link: OpenHealedLink,
  image: CheckedImage,
  showPublicly: boolean,
): Promise<GalleryItem> {
  const client = await deps.studio.client(link.uid, link.clientId);
  try {
    return await addToGallery(deps.gallery, link.uid, {
      ...image,
      type: 'tattoo',
      title: HEALED_PHOTO_TITLE(link.projectTitle),
      generationType: 'photo',
      clientName: client?.name ?? null,
      clientId: client ? link.clientId : null,
      consent: { showPublicly, at: deps.clock() },
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'GALLERY_LIMIT_REACHED')
      throw new AppError('HEALED_PHOTO_NOT_KEPT');
    throw err;
  }
}

/**
 * POST /api/public/healed-photos/{token}: the client's photo of the healed tattoo, checked like
 * every upload, lands in the artist's gallery under the client, titled with the project. A
 * photo of the link is spent only once the photo is kept: a full gallery spends none. Photos
 * racing for the link's last place are all kept first, then counted one by one; those past it
 * are taken out of the gallery again, so a link never keeps more than its photos.
 */
export async function sendHealedPhoto(
  deps: HealedPhotoDeps,
  token: string,
  image: CheckedImage,
  showPublicly = false,
): Promise<ApiHealedPhotoSent> {
  const hash = healedLinkHash(token);
  const link = await deps.links.open(hash, deps.clock());
  if (!link) throw new AppError('HEALED_LINK_INVALID');
  if (link.uploads >= MAX_HEALED_PHOTOS_PER_LINK) throw new AppError('HEALED_LINK_FULL');
  const item = await keepPhoto(deps, link, image, showPublicly);
  const giveBack = () => deleteGalleryItem(deps.gallery, link.uid, item.id);
  let counted;
  try {
    counted = await deps.links.countPhoto(hash, deps.clock());
  } catch (err) {
    await giveBack();
    throw err;
  }
  if (counted === 'invalid' || counted === 'full') {
    await giveBack();
    throw new AppError(counted === 'full' ? 'HEALED_LINK_FULL' : 'HEALED_LINK_INVALID');
  }
  return { photosLeft: Math.max(0, MAX_HEALED_PHOTOS_PER_LINK - counted.uploads - 1) };
}
