import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../../test/support/artist';
import { creditsOf, lineArtPng, setCredits } from '../../../test/support/images';
import { buildTestApp } from '../../../test/support/test-app';

const { app, db } = buildTestApp();

describe('stencil print and vector export', () => {
  let artist: Artist;
  let stencilUrl: string;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 1);
    const res = await request(app)
      .post('/api/stencil/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('invertColors', 'true')
      .attach('image', await lineArtPng(), { filename: 'design.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    stencilUrl = res.body.stencilUrl as string;
    // The stencil itself is white paper, even with the presets' invert flag on.
    const { data } = await sharp(Buffer.from(await (await fetch(stencilUrl)).arrayBuffer()))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(255);
  });

  it('prints the stored stencil to a PDF for free', async () => {
    const res = await request(app)
      .post('/api/stencil/print')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .send({ imageUrl: stencilUrl, size: 12, unit: 'cm', mirror: true, name: 'Rose' })
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await creditsOf(db, artist.uid)).toBe(0);
  });

  it('exports the stencil as SVG paths', async () => {
    const res = await request(app)
      .post('/api/stencil/svg')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .send({ imageUrl: stencilUrl })
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body as string).toMatch(
      /^<svg[^>]+viewBox="0 0 \d+ \d+"[\s\S]*<path fill="#000" d="M/,
    );
  });

  it('refuses a size outside 1–200 cm with the message', async () => {
    const res = await artist
      .call('post', '/api/stencil/print')
      .send({ imageUrl: stencilUrl, size: 500 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The tattoo size must be between 1 and 200 cm (0.4–78 in).');
  });

  it('previews the healed look for free, greyer and wider after 20 years', async () => {
    const look = async (years: number) => {
      const res = await request(app)
        .post('/api/stencil/healed')
        .set('Authorization', `Bearer ${artist.idToken}`)
        .send({ imageUrl: stencilUrl, size: 10, years })
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/png/);
      const { data } = await sharp(res.body as Buffer)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let inked = 0;
      let darkest = 255;
      for (const v of data) {
        if (v < 192) inked++;
        darkest = Math.min(darkest, v);
      }
      return { inked, darkest };
    };
    const fresh = await look(0);
    const old = await look(20);
    expect(old.inked).toBeGreaterThan(fresh.inked);
    expect(old.darkest).toBeGreaterThan(fresh.darkest);
    expect(await creditsOf(db, artist.uid)).toBe(0);
  });
});
