import { AppError } from '../app-error';
import type { ImageToolsDeps } from './deps';
import { checkImage, type CheckedImage } from './read-upload';
import { resolveImageUrl } from './resolve-image-url';

export interface OwnedImage extends CheckedImage {
  path: string;
}

/** The caller's own stored image behind an `imageUrl` input; read through the SDK, never fetched. */
export async function readOwnedImage(
  deps: ImageToolsDeps,
  uid: string,
  imageUrl: string,
): Promise<OwnedImage> {
  const path = resolveImageUrl(imageUrl, uid, deps.urlPolicy);
  if (!(await deps.objects.exists(path))) throw new AppError('IMAGE_NOT_FOUND');
  const image = await checkImage(deps.ops, await deps.objects.read(path));
  return { ...image, path };
}
