import type { GalleryItem } from '@inkforge/domain';
import type { StoredGalleryItem } from './gallery.repository';

export function toGalleryItem(item: StoredGalleryItem, imageUrl: string): GalleryItem {
  return {
    id: item.id,
    type: item.type,
    imageUrl,
    prompt: item.prompt,
    title: item.title,
    generationType: item.generationType,
    clientName: item.clientName,
    clientId: item.clientId,
    createdAt: item.createdAt.toISOString(),
  };
}
