import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../adapters/openai/models';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { WORKER_AI_BUDGETS } from '../config';
import { silentLogger } from '../logger';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createRunJobDeps } from '../jobs/deps';
import { runJob } from '../jobs/run-job';
import { createRecordingQueue } from '../../test/support/job-queue';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/support/openai-stand-in';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser, type TestUser } from '../../test/support/test-users';

/**
 * The real `openai` SDK against a stand-in that refuses what OpenAI refuses (retired models,
 * parameters a model does not take), through the whole app.
 */
let standIn: OpenAiStandIn;
let slow: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  slow = await startOpenAiStandIn({ streamGapMs: 1500 });
});
afterAll(async () => {
  await standIn.close();
  await slow.close();
});

const queue = createRecordingQueue();
const base = buildTestApp({ jobQueue: queue });
const ledger = createLedgerRepository(base.db);

function appWith(models = DEFAULT_MODELS, server = standIn) {
  const ai = createOpenAiProvider({
    apiKey: 'sk-test',
    baseUrl: server.baseUrl,
    models,
    ...WORKER_AI_BUDGETS,
  });
  const built = buildTestApp({ jobQueue: queue, ai });
  return { app: built.app, jobDeps: createRunJobDeps(built.deps) };
}

async function artist(credits: number): Promise<TestUser> {
  const user = await createTestUser();
  await request(base.app).get('/api/auth/me').set('authorization', `Bearer ${user.idToken}`);
  await base.db
    .collection('users')
    .doc(user.uid)
    .update({ role: 'pro', subscriptionCredits: credits });
  return user;
}
const as = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

describe('AI on the models OpenAI serves today', () => {
  it('a retired model answers 503 AI_MODEL_UNAVAILABLE before anything is charged', async () => {
    const { app } = appWith({ ...DEFAULT_MODELS, qualityImage: 'gpt-image-1' });
    const user = await artist(20);
    standIn.seen.length = 0;
    const res = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'a rose', generationType: 'prompt' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'AI_MODEL_UNAVAILABLE',
      message:
        'This AI feature is temporarily unavailable while we update the AI model behind it. Nothing was charged.',
    });
    expect((await ledger.currentBalance(user.uid))?.total).toBe(20);
    expect(await ledger.listEntries(user.uid)).toEqual([]);
    expect((await request(app).get('/api/ai/jobs').set(as(user))).body.jobs).toEqual([]);
    expect(standIn.seen.some((s) => s.path.startsWith('/v1/images'))).toBe(false);
    // The fast types use another model and still draw.
    const fast = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'a rose', generationType: 'simple_tattoo', width: 1024, height: 1024 });
    expect(fast.status).toBe(200);
    expect(fast.body.imageUrl).toEqual(expect.any(String));
  });

  it('an unverified organisation: one design refunded, then 503 before any charge and an alert', async () => {
    const gated = await startOpenAiStandIn({ unverifiedModels: ['gpt-image-2.5-sunburst'] });
    try {
      const errors: { message: string; data?: Record<string, unknown> }[] = [];
      const logger = {
        ...silentLogger,
        error: (message: string, data?: Record<string, unknown>) => errors.push({ message, data }),
      };
      const ai = createOpenAiProvider({
        apiKey: 'sk-test',
        baseUrl: gated.baseUrl,
        models: DEFAULT_MODELS,
        ...WORKER_AI_BUDGETS,
      });
      const built = buildTestApp({ jobQueue: queue, ai, logger });
      const jobDeps = createRunJobDeps(built.deps);
      const user = await artist(20);
      // The model is listed, so the first design is taken, refused by OpenAI and refunded.
      const first = await request(built.app)
        .post('/api/ai/generate')
        .set(as(user))
        .send({ prompt: 'a rose', generationType: 'prompt' });
      expect(first.status).toBe(202);
      const task = queue.tasks.find((t) => t.jobId === first.body.jobId);
      expect(await runJob(jobDeps, task as NonNullable<typeof task>)).toBe('failed');
      expect((await ledger.currentBalance(user.uid))?.total).toBe(20);
      const entries = (await ledger.listEntries(user.uid)).length;

      const next = await request(built.app)
        .post('/api/ai/generate')
        .set(as(user))
        .send({ prompt: 'a koi', generationType: 'high_quality' });
      expect(next.status).toBe(503);
      expect(next.body.error).toBe('AI_MODEL_UNAVAILABLE');
      expect((await ledger.currentBalance(user.uid))?.total).toBe(20);
      expect(await ledger.listEntries(user.uid)).toHaveLength(entries);
      expect(errors).toContainEqual({
        message: 'ai.model_unavailable',
        data: expect.objectContaining({
          model: 'gpt-image-2.5-sunburst',
          cause: 'organization_unverified',
          fix: expect.stringContaining('https://platform.openai.com/settings/organization/general'),
        }),
      });
    } finally {
      await gated.close();
    }
  });

  it('a prompt design comes at print resolution (15 cm at 300 dpi) for its 4 credits', async () => {
    const { app, jobDeps } = appWith();
    const user = await artist(10);
    const res = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'a rose', generationType: 'prompt' });
    expect(res.status).toBe(202);
    const task = queue.tasks.find((t) => t.jobId === res.body.jobId);
    expect(task).toBeDefined();
    expect(await runJob(jobDeps, task as NonNullable<typeof task>)).toBe('completed');
    // OpenAI sees a stable hash of the artist, never the uid.
    const drawn = standIn.seen.filter((s) => s.path.startsWith('/v1/images')).at(-1);
    expect(drawn?.fields.safety_identifier).toBe(
      createHash('sha256').update(user.uid).digest('hex'),
    );
    const done = await request(app).get(`/api/ai/jobs/${res.body.jobId}`).set(as(user));
    const image = Buffer.from(await (await fetch(done.body.result.imageUrl)).arrayBuffer());
    const { width = 0, height = 0 } = await sharp(image).metadata();
    expect(Math.max(width, height)).toBeGreaterThanOrEqual(1776);
    expect((await ledger.currentBalance(user.uid))?.total).toBe(6);

    // Through the stencil and its print: 15 cm wide at 300 dpi or more.
    const stencil = await request(app)
      .post('/api/stencil/generate')
      .set(as(user))
      .send({ imageUrl: done.body.result.imageUrl });
    expect(stencil.status).toBe(200);
    const pdf = await request(app)
      .post('/api/stencil/print')
      .set(as(user))
      .send({ imageUrl: stencil.body.stencilUrl, size: 15, unit: 'cm', name: 'Rose' })
      .buffer(true)
      .parse((r, callback) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'print-')), 'stencil.pdf');
    writeFileSync(file, pdf.body as Buffer);
    // `pdfimages -list`: page num type width height color comp bpc enc interp object ID x-ppi y-ppi …
    const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.trim().split(/\s+/));
    expect(rows.length).toBeGreaterThan(0);
    // 15 cm of ink at 300 dpi is 1,772 px across, whatever share of the canvas the ink takes.
    for (const row of rows) {
      expect(Number(row[3])).toBeGreaterThanOrEqual(1772);
      expect(Number(row[12])).toBeGreaterThanOrEqual(300);
      expect(Number(row[13])).toBeGreaterThanOrEqual(300);
    }
  });

  it('shows the design as it forms: the latest partial image while the job runs', async () => {
    const { app, jobDeps } = appWith(DEFAULT_MODELS, slow);
    const user = await artist(10);
    const res = await request(app)
      .post('/api/ai/generate')
      .set(as(user))
      .send({ prompt: 'a koi', generationType: 'high_quality' });
    const task = queue.tasks.find((t) => t.jobId === res.body.jobId);
    const running = runJob(jobDeps, task as NonNullable<typeof task>);
    let partialUrl: string | undefined;
    for (let i = 0; i < 40 && !partialUrl; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      const job = await request(app).get(`/api/ai/jobs/${res.body.jobId}`).set(as(user));
      partialUrl = job.body.partialImageUrl;
    }
    expect(partialUrl).toEqual(expect.any(String));
    expect((await fetch(partialUrl as string)).status).toBe(200);
    expect(await running).toBe('completed');
    const done = await request(app).get(`/api/ai/jobs/${res.body.jobId}`).set(as(user));
    expect(done.body.status).toBe('completed');
    expect(done.body).not.toHaveProperty('partialImageUrl');
    // The partial image only showed the design forming: it is gone with the job's end.
    expect((await fetch(partialUrl as string)).status).toBe(404);
  });
});
