import { userSchema } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createGoogleTestUser, createTestUser } from '../../test/support/test-users';

const { app, db } = buildTestApp();

describe('GET /api/auth/me', () => {
  it('answers 401 JSON without a token', async () => {
    const res = await request(app).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'UNAUTHENTICATED',
      message: 'Authentication required. Please sign in.',
    });
  });

  it('answers 401 JSON for a token that is not a Firebase ID token', async () => {
    const res = await request(app).get('/api/auth/me').set('Authorization', 'Bearer not-a-token');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('TOKEN_INVALID');
  });

  it('creates a free user on first contact and returns it at the top level', async () => {
    const caller = await createTestUser();
    const res = await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${caller.idToken}`);
    expect(res.status).toBe(200);
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({
      id: caller.uid,
      firebaseUid: caller.uid,
      email: caller.email,
      role: 'free',
      planName: 'free',
      creditsRemaining: 0,
      authMethod: 'email',
      requiresConsent: true,
    });
    expect(Date.parse(user.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const stored = (await db.doc(`users/${caller.uid}`).get()).data();
    expect(stored).toMatchObject({ role: 'free', subscriptionCredits: 0, packCredits: 0 });
  });

  it('ignores a forged x-firebase-uid header', async () => {
    const caller = await createTestUser();
    const victim = await createTestUser();
    const res = await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${caller.idToken}`)
      .set('x-firebase-uid', victim.uid);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(caller.uid);
    expect((await db.doc(`users/${victim.uid}`).get()).exists).toBe(false);
  });

  it('creates exactly one document when first calls race', async () => {
    const caller = await createTestUser();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(app).get('/api/auth/me').set('Authorization', `Bearer ${caller.idToken}`),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => r.body.createdAt)).size).toBe(1);
    const docs = await db.collection('users').where('email', '==', caller.email).get();
    expect(docs.size).toBe(1);
  });

  it('marks Google accounts and uses their name', async () => {
    const caller = await createGoogleTestUser({ name: 'Gina Lollo' });
    const res = await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${caller.idToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      authMethod: 'google',
      displayName: 'Gina Lollo',
      firstName: 'Gina',
    });
  });
});

describe('POST /api/auth/firebase', () => {
  it('returns { user } for the token owner, whatever uid the body names', async () => {
    const caller = await createTestUser();
    const victim = await createTestUser();
    const res = await request(app)
      .post('/api/auth/firebase')
      .set('Authorization', `Bearer ${caller.idToken}`)
      .send({ firebaseUid: victim.uid, email: victim.email, displayName: 'Ink Master' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: caller.uid,
      email: caller.email,
      displayName: 'Ink Master',
    });
    expect((await db.doc(`users/${victim.uid}`).get()).exists).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const res = await request(app).post('/api/auth/firebase').send({ firebaseUid: 'someone' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHENTICATED');
  });
});
