import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RATE_LIMITS } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { creditsOf, setCredits } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

// The shipped limits (the shared test app is generous; this file is about the limits).
const { app, db } = buildTestApp({ rateLimits: RATE_LIMITS });
const GENERATE = {
  prompt: 'a koi fish',
  style: 'traditional',
  colorScheme: 'color',
  generationType: 'prompt',
};

function expectLimited(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: 'RATE_LIMITED', message: expect.stringMatching(/wait/) });
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('rate limits per artist', () => {
  let first: Artist;
  let second: Artist;

  beforeAll(async () => {
    [first, second] = await Promise.all([
      createArtist(app, db, { plan: 'premium' }),
      createArtist(app, db, { plan: 'premium' }),
    ]);
  });

  it('one artist past the chat limit does not block another on the same address', async () => {
    const { capacity } = RATE_LIMITS.chat;
    const answers = await Promise.all(
      Array.from({ length: capacity + 5 }, () =>
        first.call('post', '/api/app/chatbot', { message: 'How do credits work?' }),
      ),
    );
    const limited = answers.filter((res) => res.status === 429);
    // A token may refill while the burst is served (one every 3 s): at least 4 of the 5 extra.
    expect(limited.length).toBeGreaterThanOrEqual(4);
    for (const res of limited) expectLimited(res);
    expect(answers.every((res) => res.status === 200 || res.status === 429)).toBe(true);
    // Same address (every call here comes from 127.0.0.1): the other artist's budget is whole.
    const other = await second.call('post', '/api/app/chatbot', { message: 'Hello' });
    expect(other.status).toBe(200);
  });

  it('bounds back-to-back paid generations and charges only the accepted ones', async () => {
    await setCredits(db, second.uid, 1000);
    const { capacity } = RATE_LIMITS.generation;
    const answers = await Promise.all(
      Array.from({ length: capacity + 10 }, () =>
        second.call('post', '/api/ai/generate', GENERATE),
      ),
    );
    const accepted = answers.filter((res) => res.status === 202).length;
    const limited = answers.filter((res) => res.status === 429);
    expect(accepted).toBe(capacity);
    expect(limited).toHaveLength(10);
    for (const res of limited) expectLimited(res);
    const spent = 1000 - (await creditsOf(db, second.uid));
    expect(spent).toBe(accepted * 4);
  });
});

describe('rate limits before sign-in', () => {
  it('a spoofed X-Forwarded-For does not reset the login limit', async () => {
    const login = (forwardedFor: string) =>
      request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', forwardedFor)
        .send({ email: 'nobody-here@inkforge.test', password: 'wrong-password' });
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMITS.login.capacity + 3; i += 1) {
      answers.push((await login(`203.0.113.${i}, 198.51.100.${i}`)).status);
    }
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expectLimited(await login('192.0.2.77'));
  });
});

describe('rate limits on the public form links', () => {
  it('guessing intake links from one address is refused with 429 JSON past the budget', async () => {
    const guess = (i: number) => request(app).get(`/api/intake/${String(i).padStart(43, 'x')}`);
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMITS.publicForm.capacity + 3; i += 1) {
      answers.push((await guess(i)).status);
    }
    // Each guess that got through is the one 404 every unknown link gets.
    expect(answers.filter((status) => status !== 429).every((status) => status === 404)).toBe(true);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expectLimited(await guess(999));
  });
});

type Post = (
  route: string,
  body: object,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

/** The app behind a Unix socket, as the Functions emulator hands requests to its worker. */
async function overUnixSocket<T>(use: (post: Post) => Promise<T>): Promise<T> {
  const socketPath = path.join(tmpdir(), `inkforge-${process.pid}-${Date.now()}.sock`);
  const server = app.listen(socketPath);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await use((route, body, headers) => postOverSocket(socketPath, route, body, headers));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function postOverSocket(
  socketPath: string,
  route: string,
  body: object,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        socketPath,
        path: route,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('rate limits on the local stack (a peer with no address)', () => {
  it('answers a login with X-Forwarded-For in JSON, and the header buys no new budget', async () => {
    await overUnixSocket(async (post) => {
      const answers: { status: number; body: unknown }[] = [];
      for (let i = 0; i < RATE_LIMITS.login.capacity + 3; i += 1) {
        answers.push(
          await post(
            '/api/auth/login',
            { email: 'nobody-local@inkforge.test', password: 'wrong-password' },
            { 'x-forwarded-for': `203.0.113.${i}` },
          ),
        );
      }
      // Before: 500 INTERNAL for every one (the trust function read the missing address).
      expect(answers.map((a) => a.status).filter((s) => s !== 401 && s !== 429)).toEqual([]);
      expect(answers.at(-1)).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    });
  });
});
