import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { creditsOf, setCredits, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

/** 4 × 2 px, every column a different colour, so a flip cannot pass for the original. */
const COLUMNS = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 0],
];

function asymmetric(): Promise<Buffer> {
  const row = COLUMNS.flat();
  return sharp(Buffer.from([...row, ...row]), { raw: { width: 4, height: 2, channels: 3 } })
    .png()
    .toBuffer();
}

/** The RGB of each column of the first row of the PNG at `url`. */
async function columnsAt(url: string): Promise<number[][]> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.width }, (_, x) => [...data.subarray(x * 3, x * 3 + 3)]);
}

describe('Mirror design', () => {
  let artist: Artist;
  let imageUrl: string;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 5);
    const res = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await asymmetric(), { filename: 'design.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    imageUrl = res.body.imageUrl as string;
  });

  it('flips the design left to right, stores it as a new image and charges nothing', async () => {
    const res = await artist.call('post', '/api/ai/mirror', { imageUrl });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 4, height: 2 });
    expect(res.body.s3Key).toMatch(new RegExp(`^users/${artist.uid}/tools/mirrored-`));
    expect(await columnsAt(res.body.imageUrl as string)).toEqual([...COLUMNS].reverse());
    // The original is untouched, and the tool is free.
    expect(await columnsAt(imageUrl)).toEqual(COLUMNS);
    expect(await creditsOf(db, artist.uid)).toBe(5);
  });

  it('answers a missing or blank image with a JSON 400 in words', async () => {
    for (const body of [{}, { imageUrl: '  ' }]) {
      const res = await artist.call('post', '/api/ai/mirror', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: expect.any(String),
        message: 'An image is required.',
      });
    }
  });

  // The same refusal as the upscale's (image-url.int.test.ts): a foreign URL is bad input (400),
  // so it says nothing about whether the other artist's image exists.
  it("does not mirror another artist's image, and stores nothing for the caller", async () => {
    const other = await createArtist(app, db, { plan: 'pro' });
    const res = await other.call('post', '/api/ai/mirror', { imageUrl });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('IMAGE_URL_NOT_ALLOWED');
    expect(await storedObjects(`users/${other.uid}/`)).toEqual([]);
  });

  it('answers 404 for an image of the caller that is not there', async () => {
    const res = await artist.call('post', '/api/ai/mirror', {
      imageUrl: `users/${artist.uid}/uploads/gone.png`,
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('IMAGE_NOT_FOUND');
  });
});
