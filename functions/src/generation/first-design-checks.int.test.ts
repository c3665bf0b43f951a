import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { createArtist } from '../../test/support/artist';
import { setCredits } from '../../test/support/images';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/support/openai-stand-in';
import { buildTestApp } from '../../test/support/test-app';

/**
 * The first design on a cold worker: the model look-up (`models.retrieve`, once per worker) and
 * moderation are each a first call to the vendor. Asked one after the other, their waits added
 * up before the charge and the job; asked together, the slowest one is the wait.
 */
const LOOKUP_MS = 2_500;

let vendor: OpenAiStandIn;
beforeAll(async () => {
  vendor = await startOpenAiStandIn({ lookupDelayMs: LOOKUP_MS });
});
afterAll(async () => {
  await vendor.close();
});

describe('the first design after a cold start', () => {
  it('asks the model look-up and moderation together, before the charge', async () => {
    // A new provider: this worker has not looked its models up yet.
    const t = buildTestApp({
      ai: createOpenAiProvider({
        apiKey: 'sk-test',
        baseUrl: vendor.baseUrl,
        moderationTimeoutMs: 10_000,
        imageTimeoutMs: 10_000,
      }),
    });
    const artist = await createArtist(t.app, t.db, { plan: 'pro' });
    await setCredits(t.db, artist.uid, 10);
    const started = Date.now();
    const res = await request(t.app)
      .post('/api/ai/generate')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .send({ prompt: 'a swallow', generationType: 'high_quality' });
    const waited = Date.now() - started;
    expect(res.status).toBe(202);
    const paths = vendor.seen.map((r) => r.path);
    expect(paths.some((p) => p.startsWith('/v1/models/'))).toBe(true);
    expect(paths).toContain('/v1/moderations');
    // In sequence: two look-ups of 2.5 s, 5 s at least. Together: one, with room for the rest.
    expect(waited).toBeLessThan(2 * LOOKUP_MS - 500);
  });
});
