import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { WORKER_AI_BUDGETS } from '../config';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createArtist } from '../../test/support/artist';
import { finishEditJob } from '../../test/support/edit-jobs';
import { creditsOf, lineArtPng, noisyPng, setCredits } from '../../test/support/images';
import { startFailingOpenAi } from '../../test/support/failing-openai';
import { buildTestApp } from '../../test/support/test-app';

/** An OpenAI stand-in whose moderation passes and whose image edits fail (the real SDK). */
let upstream: Awaited<ReturnType<typeof startFailingOpenAi>>;
let baseUrl = '';
beforeAll(async () => {
  upstream = await startFailingOpenAi();
  baseUrl = upstream.baseUrl;
});
afterAll(() => upstream.close());

describe('charge only for work that succeeded', () => {
  it('a failed modify and a failed photo cut-out are refunded exactly once', async () => {
    const t = buildTestApp({
      ai: createOpenAiProvider({ apiKey: 'test', baseUrl, ...WORKER_AI_BUDGETS }),
    });
    const { app, db } = t;
    const artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 20);

    const modify = await request(app)
      .post('/api/modify-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('prompt', 'add roses')
      .attach('image', await lineArtPng(128), { filename: 'd.png', contentType: 'image/png' });
    const modified = await finishEditJob(t, artist, modify);
    expect(modified.job).toMatchObject({ status: 'failed', errorCode: 'EDIT_FAILED' });

    // A photo (not line art) goes to the provider for background removal, which fails.
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await noisyPng(128), { filename: 'p.png', contentType: 'image/png' });
    const cut = await artist.call('post', '/api/ai/remove-background', {
      imageUrl: upload.body.imageUrl,
    });
    const cutOut = await finishEditJob(t, artist, cut);
    expect(cutOut.job).toMatchObject({ status: 'failed', errorCode: 'EDIT_FAILED' });

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
