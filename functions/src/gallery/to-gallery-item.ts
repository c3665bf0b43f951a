import type { GalleryItem } from '@inkforge/domain';
import type { GalleryDeps } from './deps';
import type { StoredGalleryItem } from './gallery.repository';

function toGalleryItem(
  item: StoredGalleryItem,
  imageUrl: string,
  thumbnailUrl: string,
): GalleryItem {
  return {
    id: item.id,
    type: item.type,
    imageUrl,
    thumbnailUrl,
    prompt: item.prompt,
    title: item.title,
    generationType: item.generationType,
    clientName: item.clientName,
    clientId: item.clientId,
    createdAt: item.createdAt.toISOString(),
    public: item.public,
    caption: item.caption,
    tags: item.tags,
    consent: item.consent && {
      showPublicly: item.consent.showPublicly,
      at: item.consent.at.toISOString(),
    },
    aiAssisted: item.aiAssisted,
    aiTools: item.aiTools,
  };
}

/** Both URLs of an item; signing is cached per object (adapters/signed-url-cache.ts). */
export async function signedGalleryItem(
  deps: GalleryDeps,
  item: StoredGalleryItem,
): Promise<GalleryItem> {
  const [imageUrl, thumbnailUrl] = await Promise.all([
    deps.objects.signedUrl(item.imagePath),
    item.thumbPath ? deps.objects.signedUrl(item.thumbPath) : null,
  ]);
  return toGalleryItem(item, imageUrl, thumbnailUrl ?? imageUrl);
}
