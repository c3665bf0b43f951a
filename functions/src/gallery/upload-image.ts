import { ERRORS, type GalleryType, type UploadImageAnswer } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ImageToolsDeps } from '../paid-tools/deps';
import type { CheckedImage } from '../paid-tools/read-upload';
import { storeUpload } from '../paid-tools/store-upload';
import { addToGallery } from './add-to-gallery';
import type { GalleryDeps } from './deps';

/**
 * POST /api/upload-image: saved to the gallery while there is room; when the gallery is full
 * the image is kept as a temporary upload and the answer says so, so the page can
 * offer a download instead.
 */
export async function uploadImage(
  deps: { gallery: GalleryDeps; tools: ImageToolsDeps },
  uid: string,
  image: CheckedImage,
  input: { title?: string; type: GalleryType; clientName?: string; clientId?: string },
): Promise<UploadImageAnswer> {
  try {
    const item = await addToGallery(deps.gallery, uid, { ...input, ...image });
    return { imageUrl: item.imageUrl, isTemporary: false, canSave: true, id: item.id };
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'GALLERY_LIMIT_REACHED')) throw err;
  }
  const stored = await storeUpload(deps.tools, uid, image);
  return {
    imageUrl: stored.imageUrl,
    isTemporary: true,
    canSave: false,
    warning: ERRORS.GALLERY_LIMIT_REACHED.message,
  };
}
