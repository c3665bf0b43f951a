import { describe, expect, it } from 'vitest';
import { withSignedUrlCache } from './signed-url-cache';
import type { ObjectStore } from './object-store';

/** A store that counts signatures: each URL names its path and the signature's number. */
function countingStore() {
  const signed: string[] = [];
  const store: ObjectStore = {
    put: async () => undefined,
    read: async () => Buffer.alloc(0),
    exists: async () => true,
    signedUrl: async (path, opts) => {
      signed.push(path);
      return `https://s/${path}?n=${signed.length}&d=${opts?.downloadName ?? ''}`;
    },
    remove: async () => undefined,
    removePrefix: async () => undefined,
  };
  return { store, signed };
}

describe('signed URL cache', () => {
  it('signs each object once while half the URL’s life is left, then signs again', async () => {
    const { store, signed } = countingStore();
    let now = 0;
    const cached = withSignedUrlCache(store, { defaultLifeSeconds: 3600, now: () => now });
    const first = await cached.signedUrl('users/a/gallery/1.png');
    now = 30 * 60 * 1000 - 1;
    expect(await cached.signedUrl('users/a/gallery/1.png')).toBe(first);
    expect(signed).toHaveLength(1);
    now = 30 * 60 * 1000;
    expect(await cached.signedUrl('users/a/gallery/1.png')).not.toBe(first);
    expect(signed).toHaveLength(2);
  });

  it('keeps download names and lifetimes apart', async () => {
    const { store, signed } = countingStore();
    const cached = withSignedUrlCache(store, { defaultLifeSeconds: 3600 });
    const view = await cached.signedUrl('p.png');
    const download = await cached.signedUrl('p.png', { downloadName: 'rose.png' });
    const short = await cached.signedUrl('p.png', { expiresInSeconds: 60 });
    expect(new Set([view, download, short]).size).toBe(3);
    expect(await cached.signedUrl('p.png', { downloadName: 'rose.png' })).toBe(download);
    expect(signed).toHaveLength(3);
  });

  it('forgets an object’s URLs when it is written or removed', async () => {
    const { store, signed } = countingStore();
    const cached = withSignedUrlCache(store, { defaultLifeSeconds: 3600 });
    await cached.signedUrl('users/a/1.png');
    await cached.put('users/a/1.png', Buffer.from('x'), 'image/png');
    await cached.signedUrl('users/a/1.png');
    await cached.remove('users/a/1.png');
    await cached.signedUrl('users/a/1.png');
    await cached.removePrefix('users/a/');
    await cached.signedUrl('users/a/1.png');
    expect(signed).toHaveLength(4);
  });

  it('holds at most the configured number of objects, dropping the least recently used', async () => {
    const { store, signed } = countingStore();
    const cached = withSignedUrlCache(store, { defaultLifeSeconds: 3600, maxObjects: 2 });
    await cached.signedUrl('a');
    await cached.signedUrl('b');
    await cached.signedUrl('a');
    await cached.signedUrl('c');
    expect(signed).toEqual(['a', 'b', 'c']);
    await cached.signedUrl('a');
    await cached.signedUrl('b');
    expect(signed).toEqual(['a', 'b', 'c', 'b']);
  });
});
