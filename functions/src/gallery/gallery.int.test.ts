import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { lineArtPng, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

async function upload(artist: Artist): Promise<string> {
  const res = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await lineArtPng(64), { filename: 'a.png', contentType: 'image/png' });
  expect(res.status).toBe(200);
  return res.body.imageUrl as string;
}

describe('gallery limits per plan, enforced on the server', () => {
  let basic: Artist;
  let imageUrl: string;
  beforeAll(async () => {
    basic = await createArtist(app, db, { plan: 'basic' });
    imageUrl = await upload(basic);
  });

  it('15 concurrent saves on the basic plan (limit 10) save exactly 10', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        basic.call('post', '/api/ai/save-to-gallery', {
          imageUrl,
          type: 'tattoo',
          generationType: 'prompt',
          prompt: `rose ${i}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    const refused = answers.find((a) => a.status === 403);
    expect(refused?.body.message).toContain('Gallery limit reached');

    const list = await basic.call('get', '/api/gallery');
    expect(list.body.items).toHaveLength(10);
    expect(list.headers['cache-control']).toBe('no-store');
    const limits = await basic.call('get', '/api/gallery/limits');
    expect(limits.body).toMatchObject({ current: 10, limit: 10, canSave: false });
    expect(limits.body.counts).toMatchObject({ tattoo: 10, stencil: 0 });
    // Refused saves leave no object behind: ten designs and their ten thumbnails.
    const stored = await storedObjects(`users/${basic.uid}/gallery/`);
    expect(stored.filter((path) => path.endsWith('.thumb.webp'))).toHaveLength(10);
    expect(stored).toHaveLength(20);
  });

  it('a full gallery turns an upload into a temporary one with a warning', async () => {
    const res = await request(app)
      .post('/api/upload-image')
      .set('Authorization', `Bearer ${basic.idToken}`)
      .field('type', 'manual_body_preview')
      .field('title', 'Forearm preview')
      .attach('image', await lineArtPng(64), { filename: 'p.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isTemporary: true, canSave: false });
    expect(res.body.warning).toContain('Gallery limit reached');
  });

  it('deleting an item removes its stored object and frees a place', async () => {
    const list = await basic.call('get', '/api/gallery');
    const [first] = list.body.items as { id: string; imageUrl: string }[];
    expect((await fetch(first!.imageUrl)).status).toBe(200);
    const res = await basic.call('delete', `/api/gallery/${first!.id}`);
    expect(res.status).toBe(200);
    expect(await storedObjects(`users/${basic.uid}/gallery/${first!.id}`)).toEqual([]);
    const limits = await basic.call('get', '/api/gallery/limits');
    expect(limits.body).toMatchObject({ current: 9, limit: 10, canSave: true });
    expect((await basic.call('delete', `/api/gallery/${first!.id}`)).status).toBe(404);
  });

  it('the free plan (limit 0) can save nothing; the upload is temporary', async () => {
    const free = await createArtist(app, db);
    const url = await upload(free);
    const res = await free.call('post', '/api/ai/save-to-gallery', {
      imageUrl: url,
      type: 'stencil',
    });
    expect(res.status).toBe(403);
    expect((await free.call('get', '/api/gallery/limits')).body).toMatchObject({
      current: 0,
      limit: 0,
      canSave: false,
    });
  });

  it('a body preview saved for a client keeps its client and type', async () => {
    const pro = await createArtist(app, db, { plan: 'pro' });
    const url = await upload(pro);
    const res = await pro.call('post', '/api/gallery', {
      imageUrl: url,
      type: 'body_preview',
      title: 'Sleeve idea',
      clientName: 'Ana',
      clientId: 'client-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'body_preview',
      clientName: 'Ana',
      clientId: 'client-1',
    });
    const items = (await pro.call('get', '/api/gallery')).body.items as { type: string }[];
    expect(items.map((i) => i.type)).toEqual(['body_preview']);
  });
});
