import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { API_AI_BUDGETS } from '../config';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createRunJobDeps } from '../jobs/deps';
import { runJob } from '../jobs/run-job';
import { createRecordingQueue } from '../../test/support/job-queue';
import { startFailingOpenAi } from '../../test/support/failing-openai';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser, type TestUser } from '../../test/support/test-users';

const queue = createRecordingQueue();
const { app, db, deps } = buildTestApp({ jobQueue: queue });
const jobDeps = createRunJobDeps(deps);
const ledger = createLedgerRepository(db);

async function artist(credits: number): Promise<TestUser> {
  const user = await createTestUser();
  await request(app).get('/api/auth/me').set('authorization', `Bearer ${user.idToken}`);
  await db.collection('users').doc(user.uid).update({ role: 'pro', subscriptionCredits: credits });
  return user;
}

const as = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const balanceOf = async (uid: string) => (await ledger.currentBalance(uid))?.total;
const taskOf = (jobId: string) => {
  const task = queue.tasks.find((t) => t.jobId === jobId);
  if (!task) throw new Error(`no task for ${jobId}`);
  return task;
};

async function fetchImage(url: string): Promise<{ status: number; format?: string }> {
  const res = await fetch(url);
  if (res.status !== 200) return { status: res.status };
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { status: res.status, ...(meta.format ? { format: meta.format } : {}) };
}

/** An OpenAI stand-in that fails every image call: the real SDK against a local server. */
let failing: Awaited<ReturnType<typeof startFailingOpenAi>>;
let failingUrl = '';
beforeAll(async () => {
  failing = await startFailingOpenAi();
  failingUrl = failing.baseUrl;
});
afterAll(() => failing.close());

describe('the offline engine says what it drew (issue 35)', () => {
  it('a prompt with a part it cannot draw is delivered with that part named', async () => {
    const user = await artist(10);
    const res = await request(app).post('/api/ai/generate').set(as(user)).send({
      prompt: 'a cactus in a pot',
      style: 'traditional',
      colorScheme: 'color',
      generationType: 'prompt',
    });
    expect(res.status).toBe(202);
    const { jobId } = res.body as { jobId: string };
    expect(await runJob(jobDeps, taskOf(jobId))).toBe('completed');
    const done = await request(app).get(`/api/ai/jobs/${jobId}`).set(as(user));
    expect(done.body.drawn).toEqual({ elements: ['cactus'], notDrawn: ['pot'] });
  });
});

describe('POST /api/ai/generate and its job', () => {
  it('reserves the cost with the job, completes on delivery, and serves the image', async () => {
    const user = await artist(10);
    const res = await request(app).post('/api/ai/generate').set(as(user)).send({
      prompt: 'a "rose"\nwith thorns',
      style: 'traditional',
      colorScheme: 'color',
      generationType: 'prompt',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ jobId: expect.any(String), status: 'queued' });
    const { jobId } = res.body as { jobId: string };
    expect(await balanceOf(user.uid)).toBe(6);
    const queued = await request(app).get(`/api/ai/jobs/${jobId}`).set(as(user));
    expect(queued.body).toMatchObject({
      status: 'queued',
      prompt: "a 'rose' with thorns",
      cost: 4,
    });

    expect(await runJob(jobDeps, taskOf(jobId))).toBe('completed');
    const done = await request(app).get(`/api/ai/jobs/${jobId}`).set(as(user));
    expect(done.body.status).toBe('completed');
    expect(done.body.resultUrl).toBe(done.body.result.imageUrl);
    expect(await fetchImage(done.body.result.imageUrl)).toEqual({ status: 200, format: 'png' });
    const list = await request(app).get('/api/ai/jobs').set(as(user));
    expect(list.body.jobs.map((j: { jobId: string }) => j.jobId)).toEqual([jobId]);
    const entries = await ledger.listEntries(user.uid);
    expect(entries.map((e) => [e.id, e.type, e.amount])).toEqual([[jobId, 'spend', -4]]);
  });

  it('charges once and draws once when the task is delivered twice, even at once', async () => {
    const user = await artist(20);
    const res = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'koi fish', generationType: 'high_quality' });
    const task = taskOf(res.body.jobId);
    const outcomes = await Promise.all([runJob(jobDeps, task), runJob(jobDeps, task)]);
    // The delivery that found the job held hands its task back; delivered again, it ends.
    expect(outcomes.sort()).toEqual(['completed', 'retry']);
    expect(await runJob(jobDeps, task)).toBe('skipped');
    expect(await balanceOf(user.uid)).toBe(10);
    expect(await ledger.listEntries(user.uid)).toHaveLength(1);
    const job = await jobDeps.jobs.get(user.uid, res.body.jobId);
    expect(job?.attempts).toBe(1);
  });

  it('fails the job after the last attempt and refunds exactly once', async () => {
    const user = await artist(10);
    const res = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'a wolf', generationType: 'ultra_realism', ultraRealismStyle: 'painting' });
    expect(await balanceOf(user.uid)).toBe(4);
    const broken = {
      ...jobDeps,
      ai: createOpenAiProvider({ apiKey: 'sk-test', baseUrl: failingUrl, ...API_AI_BUDGETS }),
    };
    const task = taskOf(res.body.jobId);
    expect(await runJob(broken, task)).toBe('retry');
    expect(await runJob(broken, task)).toBe('retry');
    expect(await runJob(broken, task)).toBe('failed');
    expect(await runJob(broken, task)).toBe('skipped');
    const job = await request(app).get(`/api/ai/jobs/${res.body.jobId}`).set(as(user));
    expect(job.body).toMatchObject({
      status: 'failed',
      error: 'An error occurred during generation',
    });
    expect(await balanceOf(user.uid)).toBe(10);
    const entries = await ledger.listEntries(user.uid);
    expect(entries.map((e) => [e.type, e.amount])).toEqual([
      ['spend', -6],
      ['refund', 6],
    ]);
  });

  it('refuses a subject the offline engine cannot draw, with nothing charged and no job', async () => {
    const user = await artist(10);
    const res = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'a giraffe', generationType: 'prompt' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('OFFLINE_DESIGN_UNSUPPORTED');
    expect(res.body.message).toMatch(/giraffe.*No credits were charged\.$/);
    expect(await balanceOf(user.uid)).toBe(10);
    expect(await ledger.listEntries(user.uid)).toEqual([]);
    expect((await request(app).get('/api/ai/jobs').set(as(user))).body.jobs).toEqual([]);
  });

  it('answers 402 with nothing charged and no job when credits are short', async () => {
    const user = await artist(3);
    const res = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'a skull', generationType: 'prompt' });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      error: 'INSUFFICIENT_CREDITS',
      message: 'You need 4 credits for this generation. Visit pricing to get more credits.',
    });
    expect(await balanceOf(user.uid)).toBe(3);
    expect(await ledger.listEntries(user.uid)).toEqual([]);
    expect((await request(app).get('/api/ai/jobs').set(as(user))).body.jobs).toEqual([]);
  });

  it('blocks a flagged prompt before anything is charged', async () => {
    const user = await artist(10);
    const res = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'a nazi eagle', generationType: 'prompt' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'MODERATION_BLOCKED',
      message: 'MODERATION_BLOCKED: Your prompt was flagged for: hate.',
    });
    expect(await balanceOf(user.uid)).toBe(10);
    expect(await ledger.listEntries(user.uid)).toEqual([]);
  });

  it('requires a prompt except for surprise, and answers the fast types at once', async () => {
    const user = await artist(10);
    const missing = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: '  ', generationType: 'prompt' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter a description for your tattoo design');
    const surprise = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ generationType: 'surprise' });
    expect(surprise.status).toBe(200);
    expect(await fetchImage(surprise.body.imageUrl)).toEqual({ status: 200, format: 'png' });
    const flash = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'swallow', generationType: 'flash_tattoo', width: 1536, height: 1024 });
    expect(flash.status).toBe(200);
    expect(await balanceOf(user.uid)).toBe(10 - 1 - 4);
  });

  it('refunds when the queue refuses the task', async () => {
    const user = await artist(10);
    queue.failNext = true;
    const res = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'anchor', generationType: 'prompt' });
    expect(res.status).toBe(503);
    expect(await balanceOf(user.uid)).toBe(10);
  });
});

describe('quick generation and styles', () => {
  it('draws a simple tattoo for 1 credit and returns its object key', async () => {
    const user = await artist(2);
    const res = await request(app)
      .post('/api/ai/quick-generate')
      .set(as(user))
      .send({ type: 'simple' });
    expect(res.status).toBe(200);
    expect(res.body.s3Key).toBe(`users/${user.uid}/designs/${res.body.jobId}.png`);
    expect(await fetchImage(res.body.imageUrl)).toEqual({ status: 200, format: 'png' });
    expect(await balanceOf(user.uid)).toBe(1);
  });

  it('lists the tattoo styles', async () => {
    const user = await artist(0);
    await db.collection('styles').doc('traditional').set({
      id: 'traditional',
      slug: 'traditional',
      displayName: 'Traditional',
    });
    const res = await request(app).get('/api/tattoo-styles').set(as(user));
    expect(res.body).toContainEqual({
      id: 'traditional',
      slug: 'traditional',
      displayName: 'Traditional',
    });
    expect((await request(app).get('/api/tattoo-styles')).status).toBe(401);
  });
});

describe('generation from a file', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer();

  it('queues a sketch for 4 credits and draws from the stored upload', async () => {
    const user = await artist(4);
    const res = await request(app)
      .post('/api/ai/generate-from-file')
      .set(as(user))
      .field('type', 'sketch')
      .field('generationType', 'sketch')
      .attach('file', await png(), 'sketch.png');
    expect(res.status).toBe(202);
    expect(await runJob(jobDeps, taskOf(res.body.jobId))).toBe('completed');
    expect(await balanceOf(user.uid)).toBe(0);
  });

  it('needs a file, an image, and for a photo a recorded consent', async () => {
    const user = await artist(30);
    const noFile = await request(app)
      .post('/api/ai/generate-from-file')
      .set(as(user))
      .field('type', 'photo');
    expect(noFile.body).toEqual({ error: 'MISSING_FILE', message: 'Please upload a photo file' });
    const svg = await request(app)
      .post('/api/ai/generate-from-file')
      .set(as(user))
      .field('type', 'sketch')
      .attach('file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png');
    expect(svg.status).toBe(400);
    expect(svg.body.error).toBe('INVALID_FILE');
    const noConsent = await request(app)
      .post('/api/ai/generate-from-file')
      .set(as(user))
      .field('type', 'photo')
      .attach('file', await png(), 'me.png');
    expect(noConsent.status).toBe(403);
    expect(noConsent.body.message).toBe('Please check the responsibility declaration first');
    expect(await balanceOf(user.uid)).toBe(30);

    await request(app)
      .post('/api/user-consent')
      .set(as(user))
      .send({ consentType: 'photo_generation_responsibility', consentText: 'I own this photo.' });
    const ok = await request(app)
      .post('/api/ai/generate-from-file')
      .set(as(user))
      .field('type', 'photo')
      .field('size', '1536x1024')
      .attach('file', await png(), 'me.png');
    expect(ok.status).toBe(202);
    expect(await balanceOf(user.uid)).toBe(19);
  });
});

describe('user consent', () => {
  it('answers 404 until recorded, then keeps the photo consent with ip and user agent', async () => {
    const user = await artist(0);
    const url = '/api/user-consent/photo_generation_responsibility';
    expect((await request(app).get(url).set(as(user))).status).toBe(404);
    const post = await request(app)
      .post('/api/user-consent')
      .set(as(user))
      .set('user-agent', 'InkForgeTest/1.0')
      .send({ consentType: 'photo_generation_responsibility', consentText: 'I accept.' });
    expect(post.status).toBe(201);
    const got = await request(app).get(url).set(as(user));
    expect(got.status).toBe(200);
    expect(got.body.consent).toMatchObject({
      consentType: 'photo_generation_responsibility',
      consentText: 'I accept.',
      userAgent: 'InkForgeTest/1.0',
      ipAddress: expect.any(String),
    });
    const other = await request(app)
      .get('/api/user-consent/body_preview_responsibility')
      .set(as(user));
    expect(other.status).toBe(404);
  });
});

describe('GET /api/ai/jobs: the generation history', () => {
  it('lists every paid job newest first with prompt, cost and image, a page at a time', async () => {
    const user = await artist(20);
    const ids: string[] = [];
    for (const prompt of ['a rose', 'a skull', 'a koi']) {
      const res = await request(app)
        .post('/api/ai/generate')
        .set(as(user))
        .send({ prompt, generationType: 'prompt' });
      ids.push((res.body as { jobId: string }).jobId);
    }
    expect(await runJob(jobDeps, taskOf(ids[2] ?? ''))).toBe('completed');

    const first = await request(app).get('/api/ai/jobs?limit=2').set(as(user));
    expect(first.status).toBe(200);
    expect(first.body.jobs.map((j: { prompt: string }) => j.prompt)).toEqual(['a koi', 'a skull']);
    expect(first.body.jobs[0]).toMatchObject({ status: 'completed', cost: 4 });
    expect(await fetchImage(first.body.jobs[0].result.imageUrl)).toEqual({
      status: 200,
      format: 'png',
    });
    expect(first.body.jobs[1]).toMatchObject({ status: 'queued', cost: 4 });
    expect(first.body.nextBefore).toEqual(expect.any(String));

    const next = await request(app)
      .get(`/api/ai/jobs?limit=2&before=${encodeURIComponent(first.body.nextBefore)}`)
      .set(as(user));
    expect(next.body.jobs.map((j: { prompt: string }) => j.prompt)).toEqual(['a rose']);
    expect(next.body.nextBefore).toBeNull();
  });

  it('refuses a malformed page request with a 400 code', async () => {
    const user = await artist(0);
    const res = await request(app).get('/api/ai/jobs?limit=500').set(as(user));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });
});
