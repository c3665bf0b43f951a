import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser, nextSecond, signInTestUser } from '../../test/support/test-users';

const { app, auth } = buildTestApp();

const authTimeOf = (idToken: string): number =>
  (
    JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
      auth_time: number;
    }
  ).auth_time;

describe('POST /api/auth/logout', () => {
  it('revokes the session: the old token is refused afterwards, a new sign-in works', async () => {
    const member = await createTestUser();
    const before = await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${member.idToken}`);
    expect(before.status).toBe(200);

    await nextSecond();
    const out = await request(app)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${member.idToken}`);
    expect(out.status).toBe(200);
    expect(typeof out.body.message).toBe('string');

    const after = await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${member.idToken}`);
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('TOKEN_INVALID');

    await nextSecond();
    const token = await signInTestUser(member.email, member.password);
    const again = await request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    expect(again.status).toBe(200);
  });

  it('accepts a sign-in made the moment the logout answers', async () => {
    const member = await createTestUser();
    await nextSecond();
    // At the start of a second: a sign-in right after the logout would share its second.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    const out = await request(app)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${member.idToken}`);
    expect(out.status).toBe(200);

    const token = await signInTestUser(member.email, member.password);
    const me = await request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(member.email);
  });

  it('refuses a token whose session began in the same second as the logout', async () => {
    const member = await createTestUser();
    // Away from the account's creation second, which Firebase also records as "valid after".
    await nextSecond();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const token = await signInTestUser(member.email, member.password);
      const out = await request(app)
        .post('/api/auth/logout')
        .set('Authorization', `Bearer ${token}`);
      expect(out.status).toBe(200);
      const validAfter = Date.parse((await auth.getUser(member.uid)).tokensValidAfterTime ?? '');
      if (Math.floor(validAfter / 1000) !== authTimeOf(token)) continue;
      const after = await request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect(after.status).toBe(401);
      expect(after.body.error).toBe('TOKEN_INVALID');
      return;
    }
    throw new Error('no sign-in and logout fell in the same second in 5 attempts');
  });

  it('succeeds for a caller who is already signed out', async () => {
    const res = await request(app).post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe('string');
  });
});
