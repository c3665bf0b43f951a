import type { BodyPreviewImage } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { isBodyPreview, previewCreatedAt, previewImagePath, previewTitle } from './gallery-items';

/**
 * GET /api/clients/{id}/body-previews: the client's previews, newest first, as signed URLs of
 * the image and its thumbnail (signatures are cached per object: adapters/signed-url-cache.ts).
 */
export async function listBodyPreviews(
  deps: ClientsDeps,
  uid: string,
  clientId: string,
): Promise<BodyPreviewImage[]> {
  if (!(await deps.clients.get(uid, clientId))) throw new AppError('CLIENT_NOT_FOUND');
  const items = (await deps.records.listClientGallery(uid, clientId)).filter(isBodyPreview);
  const previews = await Promise.all(
    items.map(async (item) => {
      const path = previewImagePath(item);
      if (!path) return null;
      const thumbPath =
        typeof item.thumbPath === 'string' && item.thumbPath ? item.thumbPath : null;
      const [imageUrl, thumbnailUrl] = await Promise.all([
        deps.objects.signedUrl(path),
        thumbPath ? deps.objects.signedUrl(thumbPath) : null,
      ]);
      return {
        id: String(item.id),
        imageUrl,
        thumbnailUrl: thumbnailUrl ?? imageUrl,
        title: previewTitle(item),
        createdAt: previewCreatedAt(item),
      };
    }),
  );
  return previews
    .filter((p): p is BodyPreviewImage => p !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
