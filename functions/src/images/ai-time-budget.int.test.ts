import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createArtist, type Artist } from '../../test/support/artist';
import { creditsOf, jpeg, lineArtPng, noisyPng, setCredits } from '../../test/support/images';
import { startFailingOpenAi } from '../../test/support/failing-openai';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

/**
 * The synchronous AI edits inside `api` must answer before Hosting's 60 s cut-off. Here the
 * budget is shortened so the test is quick; the stand-in never answers image calls, and the
 * real SDK abandons them at the budget.
 */
const BUDGET = { moderationTimeoutMs: 2_000, imageTimeoutMs: 1_500 };

let upstream: Awaited<ReturnType<typeof startFailingOpenAi>>;
let t: TestApp;
beforeAll(async () => {
  upstream = await startFailingOpenAi({ images: 'hang' });
  t = buildTestApp({
    ai: createOpenAiProvider({ apiKey: 'test', baseUrl: upstream.baseUrl, ...BUDGET }),
  });
});
afterAll(() => upstream.close());

async function ledgerOf(uid: string): Promise<string[]> {
  const entries = await createLedgerRepository(t.db).listEntries(uid);
  return entries.map((e) => `${e.type} ${e.amount}`).sort();
}

async function artistWith(credits: number): Promise<Artist> {
  const artist = await createArtist(t.app, t.db, { plan: 'pro' });
  await setCredits(t.db, artist.uid, credits);
  return artist;
}

const TIMED_OUT = {
  error: 'AI_TIMED_OUT',
  message: expect.stringContaining('Your credits were refunded'),
};

describe('an AI edit past its time budget', () => {
  it('modify design: charged, abandoned, refunded exactly once, answered in JSON', async () => {
    const artist = await artistWith(30);
    const res = await request(t.app)
      .post('/api/modify-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('prompt', 'add roses')
      .attach('image', await lineArtPng(128), { filename: 'd.png', contentType: 'image/png' });
    expect(res.status).toBe(504);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual(TIMED_OUT);
    expect(await creditsOf(t.db, artist.uid)).toBe(30);
    expect(await ledgerOf(artist.uid)).toEqual(['refund 10', 'spend -10']);
  });

  it('photo cut-out: the same, one credit out and back', async () => {
    const artist = await artistWith(5);
    const upload = await request(t.app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await noisyPng(128), { filename: 'p.png', contentType: 'image/png' });
    const res = await artist.call('post', '/api/ai/remove-background', {
      imageUrl: upload.body.imageUrl,
    });
    expect(res.status).toBe(504);
    expect(res.body).toEqual(TIMED_OUT);
    expect(await creditsOf(t.db, artist.uid)).toBe(5);
    expect(await ledgerOf(artist.uid)).toEqual(['refund 1', 'spend -1']);
  });

  it('body preview: the same, ten credits out and back', async () => {
    const artist = await artistWith(10);
    const tattoo = await request(t.app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await lineArtPng(128), { filename: 't.png', contentType: 'image/png' });
    const photo = await jpeg(200);
    await artist.call('post', '/api/user-consent', {
      consentType: 'body_preview_responsibility',
      consentText: 'I have the client’s permission to use this photo.',
      imageSha256: createHash('sha256').update(photo).digest('hex'),
    });
    const res = await request(t.app)
      .post('/api/ai/body-preview')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('tattooUrl', tattoo.body.imageUrl)
      .field('prompt', '')
      .field('hasConsent', 'true')
      .attach('clientImage', photo, { filename: 'arm.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(504);
    expect(res.body).toEqual(TIMED_OUT);
    expect(await creditsOf(t.db, artist.uid)).toBe(10);
    expect(await ledgerOf(artist.uid)).toEqual(['refund 10', 'spend -10']);
  });

  it('a fast design drawn inside the request: its job fails and is refunded once', async () => {
    const artist = await artistWith(8);
    const res = await artist.call('post', '/api/ai/quick-generate', {});
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('GENERATION_FAILED');
    const jobs = await artist.call('get', '/api/ai/jobs');
    expect(jobs.body.jobs.map((j: { status: string }) => j.status)).toEqual(['failed']);
    expect(await creditsOf(t.db, artist.uid)).toBe(8);
    const ledger = await ledgerOf(artist.uid);
    expect(ledger).toHaveLength(2);
    expect(ledger[0]?.startsWith('refund')).toBe(true);
  });
});
