import { createHash } from 'node:crypto';
import type { Firestore } from '../adapters/firebase/firebase';
import { ownCollection } from '../adapters/firebase/documents';

/** What AI did to the image stored at `path` (issue 46, Deliver 5). */
export interface StoredProvenance {
  path: string;
  /** The tools the image went through, first to last ('prompt', 'modify', 'upscale', …). */
  aiTools: string[];
  /** The image model that drew it; null offline. */
  model: string | null;
  /** Whether the model's own bytes carried C2PA content credentials. */
  c2pa: boolean;
  /** Where the model's own bytes are kept (never a re-encoded copy); null when not kept. */
  originalPath: string | null;
}

export interface AiProvenanceRepository {
  get(uid: string, path: string): Promise<StoredProvenance | null>;
  put(uid: string, provenance: StoredProvenance): Promise<void>;
  remove(uid: string, path: string): Promise<void>;
}

// A path holds slashes: the document id is its hash.
const idOf = (path: string) => createHash('sha256').update(path).digest('hex');

export function createAiProvenanceRepository(db: Firestore): AiProvenanceRepository {
  const rows = (uid: string) => ownCollection(db, uid, 'aiProvenance');
  return {
    async get(uid, path) {
      const snapshot = await rows(uid).doc(idOf(path)).get();
      const data = snapshot.data();
      if (!data) return null;
      return {
        path: String(data.path),
        aiTools: Array.isArray(data.aiTools) ? data.aiTools.map(String) : [],
        model: typeof data.model === 'string' ? data.model : null,
        c2pa: data.c2pa === true,
        originalPath: typeof data.originalPath === 'string' ? data.originalPath : null,
      };
    },
    async put(uid, provenance) {
      await rows(uid).doc(idOf(provenance.path)).set(provenance);
    },
    async remove(uid, path) {
      await rows(uid).doc(idOf(path)).delete();
    },
  };
}
