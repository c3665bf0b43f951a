import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { creditsOf, setCredits } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

/**
 * A design 1,200 px wide: a bold frame and, inside it, one hairline (2 px). Printed 12 cm wide
 * that is 10 px per mm, so the frame is 1.2 mm and the hairline 0.2 mm.
 */
function design(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">' +
    '<rect width="1200" height="400" fill="#fff"/>' +
    '<rect x="6" y="6" width="1188" height="388" fill="none" stroke="#000" stroke-width="12"/>' +
    '<rect x="100" y="199" width="1000" height="2" fill="#000"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const AT_12_CM = { size: 12, unit: 'cm', dimension: 'width' };

describe('the transfer check and its fixes', () => {
  let artist: Artist;
  let stencilUrl: string;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 1);
    const res = await request(app)
      .post('/api/stencil/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('mode', 'threshold')
      .field('lineThickness', '1')
      .attach('image', await design(), { filename: 'design.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    stencilUrl = res.body.stencilUrl as string;
  });

  const check = (imageUrl: string, size: object = AT_12_CM) =>
    request(app)
      .post('/api/stencil/transfer-check')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .send({ imageUrl, ...size });

  it('fails the hairline at 12 cm, in words, with an overlay of the stencil’s proportions', async () => {
    const res = await check(stencilUrl);
    expect(res.status).toBe(200);
    expect(res.body.passed).toBe(false);
    expect(res.body.summary).toMatch(/^Transfer check: failed at 12 cm wide: 1 line thinner/);
    expect(res.body.problems).toEqual([
      expect.objectContaining({
        kind: 'thin',
        count: 1,
        fix: 'thicken',
        message: expect.stringMatching(/^1 line thinner than 0.5 mm at 12 cm wide/),
      }),
    ]);
    const overlay = Buffer.from(String(res.body.overlay).split(',')[1]!, 'base64');
    // The stencil's proportions, small enough to send with every check.
    const meta = await sharp(overlay).metadata();
    expect([meta.width, meta.height]).toEqual([600, 200]);
  });

  it('passes the same stencil at 40 cm, where the hairline is 0.7 mm', async () => {
    const res = await check(stencilUrl, { size: 40, unit: 'cm' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ passed: true, problems: [] });
  });

  it('thickens the hairline for free as a new stencil, which then passes', async () => {
    const res = await request(app)
      .post('/api/stencil/transfer-fix')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .send({ imageUrl: stencilUrl, ...AT_12_CM, fix: 'thicken' });
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).not.toBe(stencilUrl);
    const after = await check(res.body.imageUrl as string);
    expect(after.body).toMatchObject({
      passed: true,
      summary: 'Transfer check: passed at 12 cm wide.',
    });
    // The original is unchanged, and nothing was charged.
    expect((await check(stencilUrl)).body.passed).toBe(false);
    expect(await creditsOf(db, artist.uid)).toBe(0);
  });

  it('refuses an unknown fix and a size out of range with JSON 400s in words', async () => {
    const badFix = await request(app)
      .post('/api/stencil/transfer-fix')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .send({ imageUrl: stencilUrl, ...AT_12_CM, fix: 'bolder' });
    expect(badFix.status).toBe(400);
    expect(badFix.body.message).toBe('Choose a fix: thicken, open-gaps or drop-specks.');
    const badSize = await check(stencilUrl, { size: 500 });
    expect(badSize.status).toBe(400);
    expect(badSize.body.message).toBe('The tattoo size must be between 1 and 200 cm (0.4–78 in).');
  });

  it('does not check another artist’s stencil', async () => {
    const other = await createArtist(app, db, { plan: 'pro' });
    const res = await request(app)
      .post('/api/stencil/transfer-check')
      .set('Authorization', `Bearer ${other.idToken}`)
      .send({ imageUrl: stencilUrl, ...AT_12_CM });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error).toBeTruthy();
  });
});
