import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createArtist, type Artist } from '../../test/support/artist';
import { creditsOf, setCredits } from '../../test/support/images';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/support/openai-stand-in';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

/**
 * A fast design is drawn inside `api`, streamed with partial images. The budget (here 1.5 s for
 * `api`'s 45 s) bounds the whole call: a stand-in that answers its headers at once and then
 * sends each event 0.8 s apart (three events: 2.4 s) runs past it.
 */
const BUDGET = { moderationTimeoutMs: 2_000, imageTimeoutMs: 1_500 };

let slowStream: OpenAiStandIn;
let quickStream: OpenAiStandIn;
beforeAll(async () => {
  slowStream = await startOpenAiStandIn({ streamGapMs: 800 });
  quickStream = await startOpenAiStandIn({ streamGapMs: 50 });
});
afterAll(async () => {
  await slowStream.close();
  await quickStream.close();
});

const appOn = (standIn: OpenAiStandIn): TestApp =>
  buildTestApp({
    ai: createOpenAiProvider({ apiKey: 'sk-test', baseUrl: standIn.baseUrl, ...BUDGET }),
  });

async function artist(t: TestApp): Promise<Artist> {
  const a = await createArtist(t.app, t.db, { plan: 'pro' });
  await setCredits(t.db, a.uid, 10);
  return a;
}

const quickGenerate = (t: TestApp, a: Artist) =>
  request(t.app)
    .post('/api/ai/quick-generate')
    .set('Authorization', `Bearer ${a.idToken}`)
    .send({});

const ledgerOf = async (t: TestApp, uid: string) =>
  (await createLedgerRepository(t.db).listEntries(uid)).map((e) => e.type).sort();

describe('a streamed design drawn inside the request', () => {
  it('whose stream forms slower than its budget is abandoned there and refunded once', async () => {
    const t = appOn(slowStream);
    const a = await artist(t);
    const res = await quickGenerate(t, a);

    const streamed = slowStream.seen.find((s) => s.path === '/v1/images/generations');
    expect(streamed?.fields).toMatchObject({ stream: 'true', partial_images: '2' });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('GENERATION_FAILED');
    // Abandoned: the connection was closed before the stream's last event.
    expect(streamed?.abandoned).toBe(true);
    const jobs = await request(t.app)
      .get('/api/ai/jobs')
      .set('Authorization', `Bearer ${a.idToken}`);
    expect(jobs.body.jobs.map((j: { status: string }) => j.status)).toEqual(['failed']);
    expect(await ledgerOf(t, a.uid)).toEqual(['refund', 'spend']);
    expect(await creditsOf(t.db, a.uid)).toBe(10);
  });

  it('whose stream forms within its budget is delivered, charged once', async () => {
    const t = appOn(quickStream);
    const a = await artist(t);
    const res = await quickGenerate(t, a);

    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toEqual(expect.any(String));
    const streamed = quickStream.seen.find((s) => s.path === '/v1/images/generations');
    expect(streamed?.abandoned).toBe(false);
    expect(await ledgerOf(t, a.uid)).toEqual(['spend']);
  });
});
