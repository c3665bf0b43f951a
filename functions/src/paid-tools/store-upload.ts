import type { ImageToolsDeps } from './deps';
import { toolUploadPath } from './deps';
import type { CheckedImage } from './read-upload';

/** Keeps a checked upload under the caller's folder; answers its path and a signed URL. */
export async function storeUpload(
  deps: ImageToolsDeps,
  uid: string,
  image: CheckedImage,
): Promise<{ path: string; imageUrl: string }> {
  const path = toolUploadPath(uid, deps.newId(), image.extension);
  await deps.objects.put(path, image.data, image.contentType);
  return { path, imageUrl: await deps.objects.signedUrl(path) };
}
