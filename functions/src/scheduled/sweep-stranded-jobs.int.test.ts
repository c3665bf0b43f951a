import { createHash } from 'node:crypto';
import { ERRORS, generationCost } from '@inkforge/domain';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AiProvider, DesignImage } from '../adapters/ai-provider';
import { createOfflineProvider } from '../adapters/offline-ai';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createLedgerService } from '../credits/ledger.service';
import { createJobsRepository, QUEUED_JOB_DEADLINE_MS } from '../jobs/jobs.repository';
import { createRunJobDeps } from '../jobs/deps';
import { JOB_LEASE_MS, runJob } from '../jobs/run-job';
import { silentLogger } from '../logger';
import { lineArtPng, storedObjects } from '../../test/support/images';
import { createRecordingQueue } from '../../test/support/job-queue';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser, type TestUser } from '../../test/support/test-users';
import { sweepStrandedJobs } from './sweep-stranded-jobs';

/**
 * A provider that takes the call and never answers: the worker holding the job is as good as
 * dead. Its deliveries are started and abandoned, never awaited, like a killed instance.
 */
const neverAnswers: AiProvider = {
  name: 'openai',
  moderate: async () => ({ flagged: false }),
  generate: () => new Promise(() => undefined),
  editImage: () => new Promise(() => undefined),
};

const queue = createRecordingQueue();
const { app, db, deps } = buildTestApp({ jobQueue: queue });
const stuckApp = buildTestApp({ jobQueue: queue, ai: neverAnswers }).app;
const ledger = createLedgerRepository(db);
const jobs = createJobsRepository(db);

const sweepAt = (at: Date) =>
  sweepStrandedJobs({
    jobs,
    store: deps.objects,
    ledger: createLedgerService(ledger, { now: () => at }),
    clock: () => at,
    logger: silentLogger,
  });
const later = (ms: number) => new Date(Date.now() + ms + 60_000);

async function artist(credits: number): Promise<TestUser> {
  const user = await createTestUser();
  await request(app).get('/api/auth/me').set('authorization', `Bearer ${user.idToken}`);
  await db.collection('users').doc(user.uid).update({ role: 'pro', subscriptionCredits: credits });
  return user;
}

async function generate(user: TestUser): Promise<string> {
  const res = await request(app)
    .post('/api/ai/generate')
    .set('authorization', `Bearer ${user.idToken}`)
    .send({ prompt: 'a koi fish', generationType: 'high_quality' });
  expect(res.body.status).toBe('queued');
  return String(res.body.jobId);
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still waiting for ${what}`);
}

const COST = generationCost('high_quality');
const CHARGED = [`spend -${COST}`];
const REFUNDED = [`spend -${COST}`, `refund ${COST}`];

const statusOf = async (uid: string, jobId: string) => (await jobs.get(uid, jobId))?.status;
const balanceOf = async (uid: string) => (await ledger.currentBalance(uid))?.total;
const entriesOf = async (uid: string) =>
  (await ledger.listEntries(uid)).map((e) => `${e.type} ${e.amount}`);

/** A dead worker's job ends this soon: its lease lapses and the next minute's sweep ends it. */
const WITHIN = 2 * 60_000;

describe('a job whose worker died', () => {
  it('a killed runJob worker: failed with one refund within 2 minutes of its death', async () => {
    const user = await artist(20);
    const jobId = await generate(user);
    const diedAt = new Date();
    // The worker takes the job and dies at once: no heartbeat of it ever runs again.
    void runJob(
      createRunJobDeps({ ...deps, ai: neverAnswers, clock: () => diedAt }),
      { uid: user.uid, jobId },
      { heartbeatMs: 60 * 60_000 },
    );
    await until('the worker to hold the job', async () => {
      return (await statusOf(user.uid, jobId)) === 'processing';
    });
    await sweepAt(new Date(diedAt.getTime() + WITHIN));
    expect(await statusOf(user.uid, jobId)).toBe('failed');
    expect(await entriesOf(user.uid)).toEqual(REFUNDED);
    expect(await balanceOf(user.uid)).toBe(20);
  });

  it('a live worker whose provider takes many minutes keeps its job by its heartbeat', async () => {
    const user = await artist(20);
    const jobId = await generate(user);
    let now = new Date();
    let answer: (image: DesignImage) => void = () => undefined;
    const slow: AiProvider = {
      ...neverAnswers,
      generate: () => new Promise((resolve) => (answer = resolve)),
    };
    const running = runJob(
      createRunJobDeps({ ...deps, ai: slow, clock: () => now }),
      { uid: user.uid, jobId },
      { heartbeatMs: 25 },
    );
    await until('the worker to hold the job', async () => {
      return (await statusOf(user.uid, jobId)) === 'processing';
    });
    // Twelve minutes of a provider call, a sweep every minute: each finds the lease renewed.
    for (let minute = 1; minute <= 12; minute += 1) {
      now = new Date(now.getTime() + 60_000);
      const renewed = now.getTime();
      await until('a heartbeat', async () => {
        return ((await jobs.get(user.uid, jobId))?.leaseUntil?.getTime() ?? 0) > renewed;
      });
      await sweepAt(now);
      expect(await statusOf(user.uid, jobId)).toBe('processing');
    }
    answer({ data: await lineArtPng(64), contentType: 'image/png' });
    expect(await running).toBe('completed');
    expect(await entriesOf(user.uid)).toEqual(CHARGED);
  });

  it('a killed runJob delivery: after the lease and one sweep, failed with one refund', async () => {
    const user = await artist(20);
    const jobId = await generate(user);
    expect(await balanceOf(user.uid)).toBe(20 - COST);

    // The worker takes the job and dies mid-call: its delivery is abandoned, never finished.
    const dead = createRunJobDeps({ ...deps, ai: neverAnswers });
    void runJob(dead, { uid: user.uid, jobId });
    await until('the worker to hold the job', async () => {
      return (await statusOf(user.uid, jobId)) === 'processing';
    });
    // Cloud Tasks' retry meanwhile finds the job held: it hands the task back, draws nothing.
    expect(await runJob(createRunJobDeps(deps), { uid: user.uid, jobId })).toBe('retry');

    // A sweep while the lease runs leaves the job alone: its worker might still answer.
    await sweepAt(new Date());
    expect(await statusOf(user.uid, jobId)).toBe('processing');

    await sweepAt(later(JOB_LEASE_MS));
    const job = await jobs.get(user.uid, jobId);
    expect(job?.status).toBe('failed');
    expect(job?.error).toBe('An error occurred during generation');
    expect(await balanceOf(user.uid)).toBe(20);
    expect(await entriesOf(user.uid)).toEqual(REFUNDED);

    // A second sweep, and the task's last delivery, give nothing back twice.
    await sweepAt(later(JOB_LEASE_MS));
    expect(await runJob(createRunJobDeps(deps), { uid: user.uid, jobId })).toBe('skipped');
    expect(await entriesOf(user.uid)).toEqual(REFUNDED);
    expect(await balanceOf(user.uid)).toBe(20);
  });

  it('or, once the lease has run out, a later delivery retries it and completes', async () => {
    const user = await artist(20);
    const jobId = await generate(user);
    void runJob(createRunJobDeps({ ...deps, ai: neverAnswers }), { uid: user.uid, jobId });
    await until('the worker to hold the job', async () => {
      return (await statusOf(user.uid, jobId)) === 'processing';
    });

    const afterLease = later(JOB_LEASE_MS);
    const retry = createRunJobDeps({
      ...deps,
      ai: createOfflineProvider(),
      clock: () => afterLease,
    });
    expect(await runJob(retry, { uid: user.uid, jobId })).toBe('completed');
    expect(await statusOf(user.uid, jobId)).toBe('completed');
    await sweepAt(later(JOB_LEASE_MS * 2));
    expect(await statusOf(user.uid, jobId)).toBe('completed');
    expect(await entriesOf(user.uid)).toEqual(CHARGED);
  });

  it('a design drawn inside an api request that died: failed and refunded within 2 minutes', async () => {
    const user = await artist(20);
    // The request is abandoned by its caller and its worker never comes back.
    const pending = request(stuckApp)
      .post('/api/ai/quick-generate')
      .set('authorization', `Bearer ${user.idToken}`)
      .send({})
      .timeout(1_500);
    await expect(pending).rejects.toThrow(/timeout/i);
    const listed = await jobs.listRecentDesigns(user.uid, 1);
    const jobId = listed[0]?.id ?? '';
    expect(listed[0]?.status).toBe('processing');
    const cost = 20 - ((await balanceOf(user.uid)) ?? 0);
    expect(cost).toBeGreaterThan(0);

    await sweepAt(new Date(Date.now() + 30_000));
    expect(await statusOf(user.uid, jobId)).toBe('processing');
    await sweepAt(new Date(Date.now() + WITHIN));
    expect(await statusOf(user.uid, jobId)).toBe('failed');
    expect(await balanceOf(user.uid)).toBe(20);
    expect(await entriesOf(user.uid)).toEqual([`spend -${cost}`, `refund ${cost}`]);
  });
});

describe('an AI edit whose worker died', () => {
  it('a body preview: after the lease and one sweep, failed in words, refunded once, inputs gone', async () => {
    const user = await artist(20);
    const photo = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#c08060' },
    })
      .jpeg()
      .toBuffer();
    const tattoo = await request(app)
      .post('/api/photo-editor/upload')
      .set('authorization', `Bearer ${user.idToken}`)
      .attach('image', await lineArtPng(128), { filename: 't.png', contentType: 'image/png' });
    await request(app)
      .post('/api/user-consent')
      .set('authorization', `Bearer ${user.idToken}`)
      .send({
        consentType: 'body_preview_responsibility',
        consentText: 'I have the client’s permission to use this photo.',
        imageSha256: createHash('sha256').update(photo).digest('hex'),
      });
    const res = await request(app)
      .post('/api/ai/body-preview')
      .set('authorization', `Bearer ${user.idToken}`)
      .field('tattooUrl', tattoo.body.imageUrl)
      .field('prompt', '')
      .field('hasConsent', 'true')
      .attach('clientImage', photo, { filename: 'arm.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(202);
    const jobId = String(res.body.jobId);
    expect(await storedObjects(`users/${user.uid}/uploads/${jobId}-`)).toHaveLength(2);

    void runJob(createRunJobDeps({ ...deps, ai: neverAnswers }), { uid: user.uid, jobId });
    await until('the worker to hold the job', async () => {
      return (await statusOf(user.uid, jobId)) === 'processing';
    });
    await sweepAt(later(JOB_LEASE_MS));
    const shown = await request(app)
      .get(`/api/ai/jobs/${jobId}`)
      .set('authorization', `Bearer ${user.idToken}`);
    expect(shown.body).toMatchObject({
      status: 'failed',
      kind: 'body_preview',
      errorCode: 'EDIT_FAILED',
      error: ERRORS.EDIT_FAILED.message,
    });
    expect(await balanceOf(user.uid)).toBe(20);
    expect(await entriesOf(user.uid)).toEqual(['spend -10', 'refund 10']);
    expect(await storedObjects(`users/${user.uid}/uploads/${jobId}-`)).toEqual([]);
    // Only the job's own copies: the artist's tattoo stays where it was.
    expect(await storedObjects(tattoo.body.s3Key)).toEqual([tattoo.body.s3Key]);
  });
});

describe('a queued job whose task is gone', () => {
  it('is failed and refunded once after its deadline, however often the sweep runs', async () => {
    const user = await artist(20);
    // Recorded but never delivered: as if Cloud Tasks had run out of attempts.
    const jobId = await generate(user);
    await sweepAt(later(QUEUED_JOB_DEADLINE_MS - 5 * 60_000));
    expect(await statusOf(user.uid, jobId)).toBe('queued');

    await Promise.all([
      sweepAt(later(QUEUED_JOB_DEADLINE_MS)),
      sweepAt(later(QUEUED_JOB_DEADLINE_MS)),
    ]);
    await sweepAt(later(QUEUED_JOB_DEADLINE_MS));
    expect(await statusOf(user.uid, jobId)).toBe('failed');
    expect(await balanceOf(user.uid)).toBe(20);
    expect(await entriesOf(user.uid)).toEqual(REFUNDED);
    const shown = await request(app)
      .get(`/api/ai/jobs/${jobId}`)
      .set('authorization', `Bearer ${user.idToken}`);
    expect(shown.body).toMatchObject({ status: 'failed' });
  });
});
