import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../adapters/openai-provider';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createArtist } from '../../test/support/artist';
import { creditsOf, lineArtPng, noisyPng, setCredits } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

/** An OpenAI stand-in whose moderation passes and whose image edits fail (the real SDK). */
let upstream: Server;
let baseUrl = '';
beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    const moderation = req.url?.includes('moderations');
    res.writeHead(moderation ? 200 : 500, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        moderation
          ? {
              id: 'm',
              model: 'x',
              results: [{ flagged: false, categories: {}, category_scores: {} }],
            }
          : { error: { message: 'upstream exploded', type: 'server_error' } },
      ),
    );
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => upstream.close(() => r())));

describe('charge only for work that succeeded', () => {
  it('a failed modify and a failed photo cut-out are refunded exactly once', async () => {
    const { app, db } = buildTestApp({ ai: createOpenAiProvider({ apiKey: 'test', baseUrl }) });
    const artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 20);

    const modify = await request(app)
      .post('/api/modify-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('prompt', 'add roses')
      .attach('image', await lineArtPng(128), { filename: 'd.png', contentType: 'image/png' });
    expect(modify.status).toBe(502);
    expect(modify.body.error).toBe('IMAGE_TOOL_FAILED');

    // A photo (not line art) goes to the provider for background removal, which fails.
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await noisyPng(128), { filename: 'p.png', contentType: 'image/png' });
    const cut = await artist.call('post', '/api/ai/remove-background', {
      imageUrl: upload.body.imageUrl,
    });
    expect(cut.status).toBe(502);

    expect(await creditsOf(db, artist.uid)).toBe(20);
    const entries = await createLedgerRepository(db).listEntries(artist.uid);
    expect(entries.map((e) => [e.type, e.amount]).sort()).toEqual(
      [
        ['refund', 1],
        ['refund', 10],
        ['spend', -1],
        ['spend', -10],
      ].sort(),
    );
  });
});
