import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { creditsOf, jpeg, noisyPng, setCredits, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

const halfOf = (data: Buffer) => data.subarray(0, Math.floor(data.length / 2));

describe('POST /api/ai/generate-from-file refuses a cut-off image before charging', () => {
  let artist: Artist;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 50);
  });

  it.each([
    { label: 'truncated PNG', data: async () => halfOf(await noisyPng(512)), name: 'cut.png' },
    { label: 'truncated JPEG', data: async () => halfOf(await jpeg(512)), name: 'cut.jpg' },
  ])('$label: 400 INVALID_FILE, nothing charged, no job', async ({ data, name }) => {
    const res = await request(app)
      .post('/api/ai/generate-from-file')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('type', 'sketch')
      .field('generationType', 'sketch')
      .attach('file', await data(), name);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'INVALID_FILE', message: 'Please select an image file.' });
    expect(await creditsOf(db, artist.uid)).toBe(50);
    expect((await db.collection(`users/${artist.uid}/jobs`).get()).size).toBe(0);
    expect(await storedObjects(`users/${artist.uid}/`)).toEqual([]);
  });
});
