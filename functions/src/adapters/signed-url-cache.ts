import type { ObjectStore } from './object-store';

/** Enough for the gallery pages of every artist one instance serves; about 1 MB of URLs. */
const MAX_OBJECTS = 5000;

interface Entry {
  url: string;
  /** Reused until this time: half of the URL's life, so every answer stays valid ≥ half of it. */
  reuseUntil: number;
}

/**
 * Signed URLs kept in this instance's memory and handed out again until half their life has
 * passed. In production every signature is an IAM `signBlob` call (no key file exists), so a
 * gallery page would otherwise cost one call per image per request. A URL is a capability for
 * one object path, and paths are per artist, so sharing it between requests shares nothing new.
 * Writing or removing an object forgets its URLs. Least recently used objects go first.
 */
export function withSignedUrlCache(
  store: ObjectStore,
  options: { defaultLifeSeconds: number; now?: () => number; maxObjects?: number },
): ObjectStore {
  const { defaultLifeSeconds, now = Date.now, maxObjects = MAX_OBJECTS } = options;
  // path → (variant → entry); Map order is the recency order (a hit moves the path to the end).
  const byPath = new Map<string, Map<string, Entry>>();

  const forget = (path: string) => byPath.delete(path);

  return {
    ...store,
    async put(path, data, contentType) {
      forget(path);
      await store.put(path, data, contentType);
    },
    async remove(path) {
      forget(path);
      await store.remove(path);
    },
    async removePrefix(prefix) {
      for (const path of [...byPath.keys()]) if (path.startsWith(prefix)) forget(path);
      await store.removePrefix(prefix);
    },
    async signedUrl(path, opts = {}) {
      const variant = `${opts.expiresInSeconds ?? ''}\n${opts.downloadName ?? ''}`;
      const variants = byPath.get(path) ?? new Map<string, Entry>();
      byPath.delete(path);
      byPath.set(path, variants);
      const cached = variants.get(variant);
      if (cached && cached.reuseUntil > now()) return cached.url;

      const mintedAt = now();
      const url = await store.signedUrl(path, opts);
      const lifeMs = (opts.expiresInSeconds ?? defaultLifeSeconds) * 1000;
      variants.set(variant, { url, reuseUntil: mintedAt + lifeMs / 2 });
      while (byPath.size > maxObjects) {
        const oldest = byPath.keys().next().value;
        if (oldest === undefined) break;
        byPath.delete(oldest);
      }
      return url;
    },
  };
}
