import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createImageOps } from '../adapters/sharp/image-ops';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createArtist } from '../../test/support/artist';
import { creditsOf, setCredits, storedObjects } from '../../test/support/images';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

/** 2 × 1 px: black and white, so an inversion cannot pass for the original. */
function blackWhite(): Promise<Buffer> {
  return sharp(Buffer.from([0, 0, 0, 255, 255, 255]), { raw: { width: 2, height: 1, channels: 3 } })
    .png()
    .toBuffer();
}

async function uploaded(t: TestApp, idToken: string): Promise<string> {
  const res = await request(t.app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${idToken}`)
    .attach('image', await blackWhite(), { filename: 'design.png', contentType: 'image/png' });
  expect(res.status).toBe(200);
  return res.body.imageUrl as string;
}

describe('Invert colours (1 credit)', () => {
  it('swaps light and dark, stores the result and charges once', async () => {
    const t = buildTestApp();
    const artist = await createArtist(t.app, t.db, { plan: 'pro' });
    await setCredits(t.db, artist.uid, 5);
    const imageUrl = await uploaded(t, artist.idToken);

    const res = await artist.call('post', '/api/ai/invert', { imageUrl });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 2, height: 1 });
    expect(res.body.s3Key).toMatch(new RegExp(`^users/${artist.uid}/tools/inverted-`));
    const png = Buffer.from(await (await fetch(res.body.imageUrl as string)).arrayBuffer());
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([255, 255, 255, 0, 0, 0]);

    expect(await creditsOf(t.db, artist.uid)).toBe(4);
    const entries = await createLedgerRepository(t.db).listEntries(artist.uid);
    expect(entries.map((e) => [e.type, e.amount, e.reason])).toEqual([['spend', -1, 'invert']]);
  });

  // The test seam: the app's pixel operations are a dependency, so a test hands it one whose
  // decode fails (as a corrupt stored image or an out-of-memory decode would).
  it('refunds the credit and stores nothing when the image operation fails', async () => {
    const ops = createImageOps();
    const t = buildTestApp({
      imageOps: { ...ops, decodeRgba: () => Promise.reject(new Error('decode failed')) },
    });
    const artist = await createArtist(t.app, t.db, { plan: 'pro' });
    await setCredits(t.db, artist.uid, 5);
    const imageUrl = await uploaded(t, artist.idToken);

    const res = await artist.call('post', '/api/ai/invert', { imageUrl });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body).toMatchObject({ error: 'IMAGE_TOOL_FAILED' });
    expect(await creditsOf(t.db, artist.uid)).toBe(5);
    const entries = await createLedgerRepository(t.db).listEntries(artist.uid);
    expect(entries.map((e) => [e.type, e.amount]).sort()).toEqual([
      ['refund', 1],
      ['spend', -1],
    ]);
    expect(await storedObjects(`users/${artist.uid}/tools/inverted-`)).toEqual([]);
  });

  it('is refused without the credit, charging nothing', async () => {
    const t = buildTestApp();
    const artist = await createArtist(t.app, t.db, { plan: 'pro' });
    const imageUrl = await uploaded(t, artist.idToken);
    await setCredits(t.db, artist.uid, 0);
    const res = await artist.call('post', '/api/ai/invert', { imageUrl });
    expect(res.status).toBe(402);
    expect(await creditsOf(t.db, artist.uid)).toBe(0);
  });
});
