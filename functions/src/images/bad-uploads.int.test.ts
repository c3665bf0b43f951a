import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import {
  creditsOf,
  jpeg,
  noisyPng,
  pngDeclaring,
  setCredits,
  storedObjects,
} from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();
const MB = 1024 * 1024;

interface BadUpload {
  label: string;
  data: () => Promise<Buffer>;
  name: string;
  type: string;
  field?: string;
  status: number;
  message: string;
}

const invalid = 'Please select an image file.';
const tooLarge = 'Please select an image smaller than 10MB.';

const BAD_UPLOADS: BadUpload[] = [
  {
    label: 'over 10 MB',
    data: async () => Buffer.alloc(12 * MB, 1),
    name: 'big.png',
    type: 'image/png',
    status: 413,
    message: tooLarge,
  },
  {
    label: 'exactly 1 byte over 10 MB',
    data: async () =>
      Buffer.concat([await noisyPng(), Buffer.alloc(10 * MB + 1 - (await noisyPng()).length)]),
    name: 'edge.png',
    type: 'image/png',
    status: 413,
    message: tooLarge,
  },
  {
    label: 'zero bytes',
    data: async () => Buffer.alloc(0),
    name: 'empty.png',
    type: 'image/png',
    status: 400,
    message: invalid,
  },
  {
    label: 'SVG',
    data: async () =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    name: 'x.svg',
    type: 'image/svg+xml',
    status: 400,
    message: invalid,
  },
  {
    label: 'HTML named .png',
    data: async () =>
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    name: 'fake.png',
    type: 'image/png',
    status: 400,
    message: invalid,
  },
  {
    label: 'truncated PNG',
    data: async () => {
      const png = await noisyPng();
      return png.subarray(0, Math.floor(png.length / 2));
    },
    name: 'cut.png',
    type: 'image/png',
    status: 400,
    message: invalid,
  },
  {
    label: 'truncated JPEG',
    data: async () => {
      const j = await jpeg(512);
      return j.subarray(0, Math.floor(j.length / 2));
    },
    name: 'cut.jpg',
    type: 'image/jpeg',
    status: 400,
    message: invalid,
  },
  {
    label: 'PNG declaring 30000×30000',
    data: async () => pngDeclaring(30_000, 30_000),
    name: 'bomb.png',
    type: 'image/png',
    status: 400,
    message: invalid,
  },
  {
    label: 'GIF',
    data: () =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
    name: 'a.gif',
    type: 'image/gif',
    status: 400,
    message: invalid,
  },
  {
    label: 'wrong multipart field',
    data: () => noisyPng(),
    name: 'ok.png',
    type: 'image/png',
    field: 'file',
    status: 400,
    message: 'Unexpected file field "file".',
  },
];

const UPLOAD_ROUTES = [
  '/api/stencil/upload',
  '/api/photo-editor/upload',
  '/api/modify-image',
  '/api/upload-image',
];

describe('bad uploads: 4xx with the spec message, nothing charged, nothing stored', () => {
  let artist: Artist;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 50);
  });

  for (const route of UPLOAD_ROUTES) {
    it.each(BAD_UPLOADS)(`${route}: $label`, async (bad) => {
      const res = await request(app)
        .post(route)
        .set('Authorization', `Bearer ${artist.idToken}`)
        .field('prompt', 'add roses')
        .attach(bad.field ?? 'image', await bad.data(), {
          filename: bad.name,
          contentType: bad.type,
        });
      expect(res.status).toBe(bad.status);
      expect(res.body.message).toBe(bad.message);
      expect(await creditsOf(db, artist.uid)).toBe(50);
      expect(await storedObjects(`users/${artist.uid}/`)).toEqual([]);
    });
  }

  it('a request that is not multipart at all is a 400 too', async () => {
    const res = await artist.call('post', '/api/photo-editor/upload', { image: 'x' });
    expect(res.status).toBe(400);
  });

  it('a good upload is stored and answered with a signed URL that serves it', async () => {
    const res = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await noisyPng(), {
        filename: 'photo.bin',
        contentType: 'application/octet-stream',
      });
    expect(res.status).toBe(200);
    expect(res.body.s3Key).toMatch(new RegExp(`^users/${artist.uid}/uploads/.+\\.png$`));
    expect((await fetch(res.body.imageUrl)).status).toBe(200);
  });
});
