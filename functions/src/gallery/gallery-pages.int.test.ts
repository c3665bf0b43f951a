import sharp from 'sharp';
import request from 'supertest';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { lineArtPng, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();
const ITEMS = 300;
const TYPES = ['tattoo', 'stencil', 'modified', 'body_preview', 'manual_body_preview'] as const;

/**
 * A studio-sized gallery written as the app stores it (the plans cap saves through the API at
 * 100). Every third pair of items shares a time, so the order must break ties to stay stable.
 */
async function seed(uid: string): Promise<void> {
  const gallery = db.collection(`users/${uid}/gallery`);
  for (let from = 0; from < ITEMS; from += 100) {
    const batch = db.batch();
    for (let i = from; i < from + 100; i += 1) {
      batch.set(gallery.doc(`item-${String(i).padStart(3, '0')}`), {
        type: TYPES[i % TYPES.length],
        imagePath: `users/${uid}/gallery/item-${i}.png`,
        thumbPath: null,
        prompt: `design ${i}`,
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000),
      });
    }
    await batch.commit();
  }
}

interface Page {
  items: { id: string; createdAt: string; imageUrl: string; thumbnailUrl: string }[];
  nextCursor: string | null;
}

async function walk(artist: Artist): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const path: string = `/api/gallery${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await artist.call('get', path);
    expect(res.status).toBe(200);
    pages.push(res.body as Page);
    cursor = (res.body as Page).nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('the gallery list at studio scale: pages, newest first, by cursor', () => {
  let artist: Artist;
  let stranger: Artist;
  beforeAll(async () => {
    [artist, stranger] = await Promise.all([
      createArtist(app, db, { plan: 'premium' }),
      createArtist(app, db, { plan: 'premium' }),
    ]);
    await seed(artist.uid);
  });

  it('walks all 300 items exactly once, newest first, in pages of 36', async () => {
    const pages = await walk(artist);
    expect(pages.map((p) => p.items.length)).toEqual([36, 36, 36, 36, 36, 36, 36, 36, 12]);
    const ids = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ITEMS);
    const expected = Array.from(
      { length: ITEMS },
      (_, i) => `item-${String(i).padStart(3, '0')}`,
    ).reverse();
    expect(ids).toEqual(expected);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    // The sections' counts cover the whole gallery, loaded or not (with the plan's limits).
    expect((await artist.call('get', '/api/gallery/limits')).body.counts).toEqual({
      tattoo: 60,
      stencil: 60,
      modified: 60,
      body_preview: 60,
      manual_body_preview: 60,
    });
    // Items saved before thumbnails existed show their full image in the grid.
    expect(pages[0]?.items[0]?.thumbnailUrl).toBe(pages[0]?.items[0]?.imageUrl);
  });

  it('gives the same order on a second walk, and the same URLs (signed once, reused)', async () => {
    const [first, second] = [await walk(artist), await walk(artist)];
    const view = (pages: Page[]) => pages.flatMap((p) => p.items.map((i) => [i.id, i.imageUrl]));
    expect(view(second)).toEqual(view(first));
  });

  it('honours a smaller page size and refuses one over 100', async () => {
    const res = await artist.call('get', '/api/gallery?limit=30');
    expect(res.body.items).toHaveLength(30);
    const next = await artist.call(
      'get',
      `/api/gallery?limit=30&cursor=${encodeURIComponent(res.body.nextCursor as string)}`,
    );
    expect(next.body.items[0].id).toBe('item-269');
    const tooMany = await artist.call('get', '/api/gallery?limit=500');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('VALIDATION_FAILED');
  });

  it("refuses another artist's cursor and a forged one, and shows a stranger nothing of hers", async () => {
    const { body } = await artist.call('get', '/api/gallery');
    const stolen = await stranger.call(
      'get',
      `/api/gallery?cursor=${encodeURIComponent(body.nextCursor as string)}`,
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({
      error: 'GALLERY_CURSOR_INVALID',
      message: 'This page of the gallery is no longer available. Reload the gallery.',
    });
    for (const forged of ['garbage', Buffer.from('{"t":1}').toString('base64url')]) {
      const res = await artist.call('get', `/api/gallery?cursor=${forged}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('GALLERY_CURSOR_INVALID');
    }
    const own = await stranger.call('get', '/api/gallery');
    expect(own.body).toMatchObject({ items: [], nextCursor: null });
  });
});

describe('gallery thumbnails', () => {
  it('a saved design gets a 320 px WebP for the grid, and deleting the item removes both', async () => {
    const pro = await createArtist(app, db, { plan: 'pro' });
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${pro.idToken}`)
      .attach('image', await lineArtPng(1024), { filename: 'a.png', contentType: 'image/png' });
    const saved = await pro.call('post', '/api/ai/save-to-gallery', {
      imageUrl: upload.body.imageUrl,
      type: 'tattoo',
    });
    expect(saved.status).toBe(201);
    const [item] = (await pro.call('get', '/api/gallery')).body.items as Page['items'];
    expect(item?.thumbnailUrl).not.toBe(item?.imageUrl);
    const thumb = Buffer.from(await (await fetch(item!.thumbnailUrl)).arrayBuffer());
    const full = Buffer.from(await (await fetch(item!.imageUrl)).arrayBuffer());
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 320 });
    expect(await sharp(full).metadata()).toMatchObject({ format: 'png', width: 1024 });
    expect(thumb.length).toBeLessThan(full.length / 2);

    expect(await storedObjects(`users/${pro.uid}/gallery/`)).toHaveLength(2);
    expect((await pro.call('delete', `/api/gallery/${item!.id}`)).status).toBe(200);
    expect(await storedObjects(`users/${pro.uid}/gallery/`)).toEqual([]);
  });
});
