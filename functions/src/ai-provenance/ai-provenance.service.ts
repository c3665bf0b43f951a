import type { Firestore } from '../adapters/firebase/firebase';
import { hasC2pa } from './c2pa';
import { createAiProvenanceRepository, type StoredProvenance } from './ai-provenance.repository';

/** The provenance of the images AI made, keyed by the Storage path each is kept at. */
export interface AiProvenance {
  /** A model's output stored untouched at `path`: these bytes are the original. */
  madeByModel(
    uid: string,
    path: string,
    made: { tool: string; model: string | null; bytes: Buffer; after?: string[] },
  ): Promise<void>;
  /**
   * A tool's result made from the image at `from` (upscale, mirror, a classic cut-out): it keeps
   * the source's provenance and adds the tool; the result is a new encoding, never the original.
   * Nothing is written when AI never touched the source (an upload stays unmarked).
   */
  derived(uid: string, from: string, to: string, tool: string): Promise<void>;
  /**
   * A copy kept elsewhere (a gallery item's image): the same record under its own path, so a
   * tool or an edit of the copy carries what AI already did.
   */
  copied(uid: string, path: string, origin: Omit<StoredProvenance, 'path'>): Promise<void>;
  of(uid: string, path: string): Promise<StoredProvenance | null>;
  /** The record of an image that is not kept (a job finished after its account's deletion). */
  forget(uid: string, path: string): Promise<void>;
}

export function createAiProvenance(db: Firestore): AiProvenance {
  const repo = createAiProvenanceRepository(db);
  return {
    async madeByModel(uid, path, made) {
      await repo.put(uid, {
        path,
        aiTools: [...(made.after ?? []), made.tool],
        model: made.model,
        c2pa: hasC2pa(made.bytes),
        originalPath: path,
      });
    },
    async derived(uid, from, to, tool) {
      const source = await repo.get(uid, from);
      if (!source) return;
      await repo.put(uid, { ...source, path: to, aiTools: [...source.aiTools, tool] });
    },
    copied: (uid, path, origin) => repo.put(uid, { ...origin, path }),
    of: (uid, path) => repo.get(uid, path),
    forget: (uid, path) => repo.remove(uid, path),
  };
}
