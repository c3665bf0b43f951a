import type { ReferenceImage } from '../adapters/ai-provider';
import type { ConceptsDeps } from './deps';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * The artist's chosen references as images to send: looked up again in their own gallery at the
 * moment of sending (an item deleted since it was chosen is left out), full images, as stored.
 */
export async function readReferences(
  deps: Pick<ConceptsDeps, 'repo' | 'ownItems' | 'tools'>,
  uid: string,
): Promise<ReferenceImage[]> {
  const items = await deps.ownItems.images(uid, await deps.repo.styleReferences(uid));
  return Promise.all(
    items.map(async (item) => ({
      id: item.id,
      data: await deps.tools.objects.read(item.imagePath),
      contentType: TYPES[item.imagePath.split('.').pop()?.toLowerCase() ?? ''] ?? 'image/png',
    })),
  );
}
