import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/support/test-app';
import { createTestUser, type TestUser } from '../test/support/test-users';

const { app } = buildTestApp();
let member: TestUser;

beforeAll(async () => {
  member = await createTestUser();
});

const POSTS = [
  '/api/auth/signup',
  '/api/auth/login',
  '/api/auth/firebase',
  '/api/auth/forgot-password',
  '/api/auth/validate-reset-token',
  '/api/auth/reset-password',
  '/api/user/consent',
  '/api/auth/change-password',
];

// Bodies a careless or hostile client might send; none may reach a 500.
const BAD_BODIES: [string, unknown][] = [
  ['empty object', {}],
  ['array', [1, 2, 3]],
  ['wrong types', { email: 42, password: true, token: [], newPassword: {}, termsAccepted: 'yes' }],
  ['nulls', { email: null, password: null, token: null, currentPassword: null }],
  [
    'huge strings',
    { email: `${'a'.repeat(5000)}@x.co`, password: 'p'.repeat(5000), token: 't'.repeat(5000) },
  ],
  ['bad e-mail', { email: 'not-an-email', password: 'secret-1', termsAccepted: true }],
];

describe('bad input never reaches a 500', () => {
  for (const path of POSTS) {
    for (const [label, body] of BAD_BODIES) {
      it(`${path} with ${label}`, async () => {
        const res = await request(app)
          .post(path)
          .set('Authorization', `Bearer ${member.idToken}`)
          .send(body as object);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        // Some of these bodies are acceptable to some calls (extra fields are ignored).
        if (res.status >= 400) {
          expect(typeof res.body.error).toBe('string');
          expect(res.body.message).toMatch(/\w/);
        }
      });
    }

    it(`${path} with malformed JSON answers 400 INVALID_JSON`, async () => {
      const res = await request(app)
        .post(path)
        .set('Authorization', `Bearer ${member.idToken}`)
        .set('Content-Type', 'application/json')
        .send('{"email": "a@b.co",');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'INVALID_JSON',
        message: 'The request body is not valid JSON.',
      });
    });

    it(`${path} with a body over the limit answers 413`, async () => {
      const res = await request(app)
        .post(path)
        .set('Authorization', `Bearer ${member.idToken}`)
        .send({ email: 'a@b.co', padding: 'x'.repeat(100_000) });
      expect(res.status).toBe(413);
      expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
    });
  }

  it('a text body is refused as invalid, not crashed on', async () => {
    const res = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'text/plain')
      .send('email=a@b.co');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/\w/);
  });
});

describe('unknown paths', () => {
  it('answer 404 JSON under /api', async () => {
    const res = await request(app).get('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
  });

  it('answer 404 JSON outside /api', async () => {
    const res = await request(app).post('/auth/login').send({});
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('NOT_FOUND');
  });
});
