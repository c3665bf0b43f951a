// Two job guarantees through the deployed shape: Hosting → api function → Cloud Tasks emulator →
// runJob function, with the functions pointed at a stand-in OpenAI server. This file starts its
// own stack on its own ports, so the provider switch never reaches the shared stack.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../scripts/local-stack/index.mjs';
import { signUpViaRest, uniqueEmail } from './support/auth-emulator';

const PORTS = {
  hosting: 25000,
  functions: 25001,
  auth: 29099,
  firestore: 28080,
  storage: 29199,
  tasks: 29499,
  hub: 24400,
  logging: 24500,
};
const PROJECT = 'demo-inkforge';
const BUCKET = `${PROJECT}.appspot.com`;
// Prompts tell the stand-in what to do: an outage for one, a slow success for the other.
const OUTAGE_PROMPT = 'a lighthouse in a storm';
const SLOW_PROMPT = 'a lantern on a quiet pier';
// Long enough that the duplicate deliveries arrive while the first one is still drawing.
const SLOW_DRAW_MS = 3_000;
// A 1x1 transparent PNG.
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

interface ImageCall {
  prompt: string;
}

interface StandIn {
  server: Server;
  baseUrl: string;
  imageCalls: ImageCall[];
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Answers the two OpenAI calls the provider makes: moderation passes, images per prompt. */
async function startStandIn(): Promise<StandIn> {
  const imageCalls: ImageCall[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      // The workers look their models up before charging (models.retrieve).
      const lookup = /^\/v1\/models\/(.+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && lookup) {
        send(200, { id: lookup[1], object: 'model', created: 1, owned_by: 'openai' });
        return;
      }
      if (req.url === '/v1/moderations') {
        send(200, {
          id: 'modr-stand-in',
          model: 'omni-moderation-latest',
          results: [{ flagged: false, categories: {}, category_scores: {} }],
        });
        return;
      }
      if (req.url === '/v1/images/generations') {
        const prompt = String(body.prompt ?? '');
        imageCalls.push({ prompt });
        if (prompt.includes(OUTAGE_PROMPT)) {
          send(500, { error: { message: 'stand-in outage', type: 'server_error' } });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, SLOW_DRAW_MS));
        if (body.stream === true) {
          // Streamed as OpenAI streams it: server-sent events, a partial image, then the design.
          const event = {
            b64_json: PNG_B64,
            background: 'opaque',
            created_at: 1,
            output_format: 'png',
            quality: 'medium',
            size: '1024x1024',
          };
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(
            `data: ${JSON.stringify({ ...event, type: 'image_generation.partial_image', partial_image_index: 0 })}\n\n`,
          );
          res.end(
            `data: ${JSON.stringify({ ...event, type: 'image_generation.completed', usage: { input_tokens: 1, input_tokens_details: { image_tokens: 0, text_tokens: 1 }, output_tokens: 1, total_tokens: 2 } })}\n\n`,
          );
          return;
        }
        send(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: PNG_B64 }] });
        return;
      }
      send(404, { error: { message: `no stand-in for ${req.url}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}/v1`, imageCalls };
}

let stack: Stack;
let standIn: StandIn;
let adminApp: App;
let db: Firestore;
const savedEnv = { ...process.env };

beforeAll(async () => {
  standIn = await startStandIn();
  stack = await startStack({
    build: false,
    seed: true,
    log: 'file',
    ports: PORTS,
    // A key makes config.ts pick the OpenAI provider; the base URL sends it to the stand-in.
    env: { OPENAI_API_KEY: 'sk-stand-in-not-a-real-key', OPENAI_BASE_URL: standIn.baseUrl },
  });
  // This file's helpers and firebase-admin read the emulator addresses from the environment.
  Object.assign(process.env, stack.env);
  adminApp = initializeApp({ projectId: PROJECT }, `generation-jobs-${Date.now()}`);
  db = getFirestore(adminApp);
}, 180_000);

afterAll(async () => {
  if (adminApp) await deleteApp(adminApp);
  await stack?.stop();
  await new Promise((resolve) => standIn?.server.close(resolve));
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
}, 60_000);

async function signedUpToken(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const password = 'tattoo-123';
  await signUpViaRest(email, password);
  const res = await fetch(
    `${stack.urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${res.status}`);
  return body.idToken;
}

async function api<T>(token: string, path: string, body?: unknown): Promise<[number, T]> {
  const res = await fetch(`${stack.urls.api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return [res.status, (await res.json()) as T];
}

/** A fresh user with 50 credits from the seeded WELCOME50 code: the product's own path. */
async function userWithCredits(tag: string): Promise<{ token: string; uid: string }> {
  const token = await signedUpToken(tag);
  // The first call creates the user document the promo code credits.
  const [created] = await api(token, '/auth/me');
  expect(created).toBe(200);
  const [redeemed] = await api(token, '/promo-code/redeem', { code: 'WELCOME50' });
  expect(redeemed).toBe(200);
  const [status, me] = await api<{ id: string; creditsRemaining: number }>(token, '/auth/me');
  expect(status).toBe(200);
  expect(me.creditsRemaining).toBe(50);
  return { token, uid: me.id };
}

async function balance(token: string): Promise<number> {
  const [, me] = await api<{ creditsRemaining: number }>(token, '/auth/me');
  return me.creditsRemaining;
}

interface ApiJob {
  jobId: string;
  status: string;
  error?: string;
  resultUrl?: string;
}

async function jobUntilEnded(token: string, jobId: string, timeoutMs: number): Promise<ApiJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [status, job] = await api<ApiJob>(token, `/ai/jobs/${jobId}`);
    expect(status).toBe(200);
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function ledgerOf(uid: string): Promise<{ id: string; type: string; amount: number }[]> {
  const snapshot = await db.collection('users').doc(uid).collection('ledger').get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    type: String(doc.get('type')),
    amount: Number(doc.get('amount')),
  }));
}

async function storedDesigns(uid: string): Promise<string[]> {
  const prefix = encodeURIComponent(`users/${uid}/designs/`);
  const res = await fetch(`${stack.urls.storage}/storage/v1/b/${BUCKET}/o?prefix=${prefix}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((item) => item.name);
}

/** What the Tasks emulator itself sends to the task-queue function (no token on emulators). */
async function deliverTask(uid: string, jobId: string): Promise<number> {
  const res = await fetch(`${stack.urls.functions}/${PROJECT}/us-central1/runJob`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { uid, jobId } }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('generation jobs through the local stack and the Tasks emulator', () => {
  it('a provider outage fails the job after its retries and refunds the credits once', async () => {
    const { token, uid } = await userWithCredits('outage');
    const [status, started] = await api<{ jobId: string; status: string }>(token, '/ai/generate', {
      generationType: 'prompt',
      prompt: OUTAGE_PROMPT,
    });
    expect(status).toBe(202);
    expect(started.status).toBe('queued');

    // The Tasks emulator retries the failing delivery with backoff (10 s, then 20 s).
    const job = await jobUntilEnded(token, started.jobId, 100_000);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('An error occurred during generation');
    // runJob marks the job failed, then refunds (keyed by the job id): a reader can see the
    // failed job a moment before the refund lands.
    await expect.poll(() => balance(token), { timeout: 10_000 }).toBe(50);

    const entries = await ledgerOf(uid);
    expect(entries.filter((e) => e.type === 'spend')).toEqual([
      { id: started.jobId, type: 'spend', amount: -4 },
    ]);
    expect(entries.filter((e) => e.type === 'refund')).toEqual([
      { id: `refund:${started.jobId}`, type: 'refund', amount: 4 },
    ]);
    // Three deliveries reached the provider: the queue's bounded retries, not one more.
    expect(standIn.imageCalls.filter((c) => c.prompt.includes(OUTAGE_PROMPT))).toHaveLength(3);
    expect(await storedDesigns(uid)).toEqual([]);
  }, 150_000);

  it('a duplicated task delivery charges once and draws one image', async () => {
    const { token, uid } = await userWithCredits('duplicate');
    const [status, started] = await api<{ jobId: string }>(token, '/ai/generate', {
      generationType: 'prompt',
      prompt: SLOW_PROMPT,
    });
    expect(status).toBe(202);

    // The emulator delivers the task itself; two more copies race it while it draws. A copy
    // that finds the job held answers an error, handing its task back to the queue for a later
    // delivery; one that finds it ended answers 204. (The functions emulator runs one delivery
    // at a time, so here the copies usually find it ended.)
    const concurrent = await Promise.all([
      deliverTask(uid, started.jobId),
      deliverTask(uid, started.jobId),
    ]);
    expect(concurrent.every((status) => status === 204 || status >= 500)).toBe(true);
    const job = await jobUntilEnded(token, started.jobId, 60_000);
    expect(job.status).toBe('completed');
    expect(job.resultUrl).toMatch(/^http/);
    // And one more copy after the job has ended.
    expect(await deliverTask(uid, started.jobId)).toBe(204);

    expect(standIn.imageCalls.filter((c) => c.prompt.includes(SLOW_PROMPT))).toHaveLength(1);
    expect(await storedDesigns(uid)).toEqual([`users/${uid}/designs/${started.jobId}.png`]);
    expect(await balance(token)).toBe(46);
    const entries = await ledgerOf(uid);
    expect(entries.filter((e) => e.type === 'spend')).toEqual([
      { id: started.jobId, type: 'spend', amount: -4 },
    ]);
    expect(entries.filter((e) => e.type === 'refund')).toEqual([]);
    const [, after] = await api<ApiJob>(token, `/ai/jobs/${started.jobId}`);
    expect(after.status).toBe('completed');
  }, 120_000);
});
