import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiProvider } from '../adapters/ai-provider';
import { createOfflineProvider } from '../adapters/offline-ai';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { WORKER_AI_BUDGETS } from '../config';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createRunJobDeps } from '../jobs/deps';
import { JOB_HEARTBEAT_MS, JOB_LEASE_MS, MAX_JOB_ATTEMPTS } from '../jobs/run-job';
import { createArtist, type Artist } from '../../test/support/artist';
import { finishEditJob } from '../../test/support/edit-jobs';
import {
  creditsOf,
  jpeg,
  lineArtPng,
  noisyPng,
  setCredits,
  storedObjects,
} from '../../test/support/images';
import { startFailingOpenAi } from '../../test/support/failing-openai';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

/**
 * The AI edits run as jobs (Cloud Tasks → runJob), so no edit is bounded by Hosting's 60 s: the
 * request answers at once with the job, and the provider has the worker's minutes. Here the
 * stand-in never answers image calls; the worker's budget is shortened so the test is quick.
 */
const SHORT_BUDGET = { moderationTimeoutMs: 2_000, imageTimeoutMs: 1_500 };

let upstream: Awaited<ReturnType<typeof startFailingOpenAi>>;
let t: TestApp;
let hanging: AiProvider;
beforeAll(async () => {
  upstream = await startFailingOpenAi({ images: 'hang' });
  hanging = createOpenAiProvider({ apiKey: 'test', baseUrl: upstream.baseUrl, ...SHORT_BUDGET });
  t = buildTestApp({ ai: hanging });
});
afterAll(() => upstream.close());

async function ledgerOf(app: TestApp, uid: string): Promise<string[]> {
  const entries = await createLedgerRepository(app.db).listEntries(uid);
  return entries.map((e) => `${e.type} ${e.amount}`).sort();
}

async function artistWith(app: TestApp, credits: number): Promise<Artist> {
  const artist = await createArtist(app.app, app.db, { plan: 'pro' });
  await setCredits(app.db, artist.uid, credits);
  return artist;
}

async function uploaded(app: TestApp, artist: Artist, image: Buffer): Promise<string> {
  const res = await request(app.app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', image, { filename: 'i.png', contentType: 'image/png' });
  return (res.body as { imageUrl: string }).imageUrl;
}

/** Declares consent for `photo` and asks for a body preview of it. */
async function bodyPreview(app: TestApp, artist: Artist, photo: Buffer) {
  const tattooUrl = await uploaded(app, artist, await lineArtPng(128));
  await artist.call('post', '/api/user-consent', {
    consentType: 'body_preview_responsibility',
    consentText: 'I have the client’s permission to use this photo.',
    imageSha256: createHash('sha256').update(photo).digest('hex'),
  });
  return request(app.app)
    .post('/api/ai/body-preview')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .field('tattooUrl', tattooUrl)
    .field('prompt', '')
    .field('hasConsent', 'true')
    .attach('clientImage', photo, { filename: 'arm.jpg', contentType: 'image/jpeg' });
}

const FAILED = {
  status: 'failed',
  errorCode: 'EDIT_FAILED',
  error: expect.stringContaining('Your credits were refunded'),
};

describe('an AI edit whose provider never answers', () => {
  const worker = () => createRunJobDeps({ ...t.deps, ai: hanging });

  it('modify design: answered at once, charged once, failed after its retries, refunded once', async () => {
    const artist = await artistWith(t, 30);
    const res = await request(t.app)
      .post('/api/modify-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('prompt', 'add roses')
      .attach('image', await lineArtPng(128), { filename: 'd.png', contentType: 'image/png' });
    // 202 while the provider never answers: the request waited on no image call (a wall-clock
    // bound here would only measure how busy the machine is).
    expect(res.status).toBe(202);
    expect(await creditsOf(t.db, artist.uid)).toBe(20);
    const { job, outcomes } = await finishEditJob(t, artist, res, worker());
    expect(outcomes).toEqual([...Array(MAX_JOB_ATTEMPTS - 1).fill('retry'), 'failed']);
    expect(job).toMatchObject(FAILED);
    expect(await creditsOf(t.db, artist.uid)).toBe(30);
    expect(await ledgerOf(t, artist.uid)).toEqual(['refund 10', 'spend -10']);
  });

  it('photo cut-out: the same, one credit out and back', async () => {
    const artist = await artistWith(t, 5);
    const imageUrl = await uploaded(t, artist, await noisyPng(128));
    const res = await artist.call('post', '/api/ai/remove-background', { imageUrl });
    expect(res.status).toBe(202);
    const { job } = await finishEditJob(t, artist, res, worker());
    expect(job).toMatchObject(FAILED);
    expect(await creditsOf(t.db, artist.uid)).toBe(5);
    expect(await ledgerOf(t, artist.uid)).toEqual(['refund 1', 'spend -1']);
  });

  it('body preview: ends failed with exactly one refund, its inputs removed', async () => {
    const artist = await artistWith(t, 10);
    const res = await bodyPreview(t, artist, await jpeg(200));
    expect(res.status).toBe(202);
    expect(await creditsOf(t.db, artist.uid)).toBe(0);
    const deps = worker();
    const { job } = await finishEditJob(t, artist, res, deps);
    expect(job).toMatchObject({ ...FAILED, kind: 'body_preview', cost: 10 });
    // A late delivery of the ended job gives nothing back twice.
    await finishEditJob(t, artist, res, deps);
    expect(await creditsOf(t.db, artist.uid)).toBe(10);
    expect(await ledgerOf(t, artist.uid)).toEqual(['refund 10', 'spend -10']);
    expect(await storedObjects(`users/${artist.uid}/uploads/${job.jobId}-`)).toEqual([]);
  });

  it('a fast design drawn inside the request: its job fails and is refunded once', async () => {
    const artist = await artistWith(t, 8);
    const res = await artist.call('post', '/api/ai/quick-generate', {});
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('GENERATION_FAILED');
    const jobs = await artist.call('get', '/api/ai/jobs');
    expect(jobs.body.jobs.map((j: { status: string }) => j.status)).toEqual(['failed']);
    expect(await creditsOf(t.db, artist.uid)).toBe(8);
    const ledger = await ledgerOf(t, artist.uid);
    expect(ledger).toHaveLength(2);
    expect(ledger[0]?.startsWith('refund')).toBe(true);
  });
});

describe('a body preview whose provider takes longer than Hosting’s 60 s', () => {
  it('still completes and is shown: the job has the worker’s minutes', async () => {
    // The test's own clock and provider stand-in: the edit answers 90 s after it was asked.
    let now = Date.now();
    const clock = () => new Date(now);
    const offline = createOfflineProvider();
    const slow: AiProvider = {
      ...offline,
      async editImage(request) {
        now += 90_000;
        return offline.editImage(request);
      },
    };
    const app = buildTestApp({ clock });
    const artist = await artistWith(app, 10);
    const res = await bodyPreview(app, artist, await jpeg(300));
    expect(res.status).toBe(202);
    const { job, outcomes } = await finishEditJob(
      app,
      artist,
      res,
      createRunJobDeps({ ...app.deps, ai: slow }),
    );
    expect(outcomes).toEqual(['completed']);
    expect(job).toMatchObject({ status: 'completed', kind: 'body_preview' });
    expect(Date.parse(job.updatedAt) - Date.parse(job.createdAt)).toBeGreaterThanOrEqual(90_000);
    const image = await fetch(job.result?.imageUrl ?? '');
    expect(image.status).toBe(200);
    expect(await creditsOf(app.db, artist.uid)).toBe(0);
    expect(await ledgerOf(app, artist.uid)).toEqual(['spend -10']);
    // Nothing in the worker gives up before then: the provider's budget, and the job's lease
    // is renewed several times within each of its spans while the provider works.
    expect(WORKER_AI_BUDGETS.imageTimeoutMs).toBeGreaterThan(90_000);
    expect(JOB_HEARTBEAT_MS * 3).toBeLessThanOrEqual(JOB_LEASE_MS);
  });
});
