import type { AiProvenance } from '../ai-provenance';
import type { GalleryRepository } from './gallery.repository';
import { galleryOriginalPath } from './deps';
import type { ObjectStore } from '../adapters/firebase/storage';

/** What AI did to a gallery item's image (issue 46, Deliver 5); the artist's upload has none. */
export interface AiOrigin {
  tools: string[];
  model: string | null;
  c2pa: boolean;
  /** Where the model's own bytes are kept; null when they are not (never a re-encoded copy). */
  originalPath: string | null;
}

/**
 * The AI origin of the stored image at `path`: what a model made (or a tool made from it), or
 * the gallery item it is the image of. Null for anything AI never touched.
 */
export async function aiOriginOf(
  deps: { provenance: AiProvenance; repo: Pick<GalleryRepository, 'findByPath'> },
  uid: string,
  path: string,
): Promise<AiOrigin | null> {
  const made = await deps.provenance.of(uid, path);
  if (made) {
    return {
      tools: made.aiTools,
      model: made.model,
      c2pa: made.c2pa,
      originalPath: made.originalPath,
    };
  }
  const item = await deps.repo.findByPath(uid, path);
  return item?.aiAssisted ? { tools: item.aiTools, ...item.provenance } : null;
}

/**
 * Where the new item keeps the model's own bytes: its image itself when it is those very bytes,
 * else a copy of the original beside it (the design history may be cleared later). Null when the
 * original is gone: a re-encoded image is never called the original.
 */
export async function keepOriginal(
  objects: ObjectStore,
  origin: AiOrigin,
  item: { uid: string; id: string; imagePath: string; data: Buffer },
): Promise<string | null> {
  const from = origin.originalPath;
  if (!from) return null;
  if (from === item.imagePath) return from;
  if (!(await objects.exists(from))) return null;
  const original = await objects.read(from);
  if (original.equals(item.data)) return item.imagePath;
  const kept = galleryOriginalPath(item.uid, item.id);
  await objects.put(kept, original, 'image/png');
  return kept;
}
