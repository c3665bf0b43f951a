import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMAGE_TOOLS, toolsOn } from '@inkforge/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { creditsOf, lineArtPng, setCredits } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

/** A server on loopback that counts every request: none may ever arrive. */
let trap: Server;
let trapUrl = '';
let hits = 0;
beforeAll(async () => {
  trap = createServer((req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end();
  });
  await new Promise<void>((r) => trap.listen(0, '127.0.0.1', r));
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => trap.close(() => r())));

async function upload(artist: Artist): Promise<{ imageUrl: string; s3Key: string }> {
  const res = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await lineArtPng(), { filename: 'a.png', contentType: 'image/png' });
  expect(res.status).toBe(200);
  return res.body as { imageUrl: string; s3Key: string };
}

describe('imageUrl inputs resolve only to the caller’s own objects; nothing is fetched', () => {
  let owner: Artist;
  let other: Artist;
  let ownersImage: { imageUrl: string; s3Key: string };
  beforeAll(async () => {
    [owner, other] = await Promise.all([
      createArtist(app, db, { plan: 'pro' }),
      createArtist(app, db, { plan: 'pro' }),
    ]);
    await Promise.all([setCredits(db, owner.uid, 30), setCredits(db, other.uid, 30)]);
    ownersImage = await upload(owner);
  });

  const targets = () => [
    ['another artist’s signed URL', ownersImage.imageUrl],
    ['another artist’s object path', ownersImage.s3Key],
    ['127.0.0.1', `${trapUrl}/users/x/a.png`],
    [
      '127.0.0.1 dressed as a signed URL',
      `${trapUrl}/demo-inkforge.appspot.com/${ownersImage.s3Key}?X-Goog-Signature=1`,
    ],
    [
      '169.254.169.254',
      'http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/token',
    ],
    ['an outside host', 'https://example.com/tattoo.png'],
  ];

  // Every photo editor tool from its row (a new tool is tried here without an edit), and the
  // other routes that read an image by its URL.
  const photoTools = toolsOn('photo-editor').map((tool) => IMAGE_TOOLS[tool].route.slice(5));
  for (const route of new Set([
    '/api/stencil/generate',
    ...photoTools,
    '/api/ai/save-to-gallery',
    '/api/gallery',
  ])) {
    it(`${route} refuses every foreign imageUrl with 400, charging nothing`, async () => {
      for (const [label, imageUrl] of targets()) {
        const res = await other.call('post', route, { imageUrl, type: 'tattoo' });
        expect(res.status, label).toBe(400);
        expect(res.body.error, label).toBe('IMAGE_URL_NOT_ALLOWED');
      }
      expect(await creditsOf(db, other.uid)).toBe(30);
      expect(hits).toBe(0);
    });
  }

  it('presigned-download refuses another artist’s key', async () => {
    const res = await other.call('get', `/api/presigned-download/${ownersImage.s3Key}`);
    expect(res.status).toBe(400);
  });

  it('the owner’s own signed URL works', async () => {
    const res = await owner.call('post', '/api/stencil/generate', {
      imageUrl: ownersImage.imageUrl,
    });
    expect(res.status).toBe(200);
    expect(await creditsOf(db, owner.uid)).toBe(29);
  });
});
