import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser, latestResetCode, uniqueEmail } from '../../test/support/test-users';

const { app } = buildTestApp();

describe('password reset', () => {
  it('forgot → validate → reset: the new password works and the old one fails', async () => {
    const member = await createTestUser();
    const forgot = await request(app)
      .post('/api/auth/forgot-password')
      .send({ email: member.email });
    expect(forgot.status).toBe(200);
    expect(typeof forgot.body.message).toBe('string');

    const token = await latestResetCode(member.email);
    const valid = await request(app)
      .post('/api/auth/validate-reset-token')
      .send({ token, email: member.email });
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ valid: true, email: member.email });

    const reset = await request(app)
      .post('/api/auth/reset-password')
      .send({ token, email: member.email, newPassword: 'brand-new-2' });
    expect(reset.status).toBe(200);
    expect(typeof reset.body.message).toBe('string');

    const fresh = await request(app)
      .post('/api/auth/login')
      .send({ email: member.email, password: 'brand-new-2' });
    expect(fresh.status).toBe(200);
    const old = await request(app)
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password });
    expect(old.status).toBe(401);

    const reused = await request(app)
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'another-3' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('RESET_TOKEN_INVALID');
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const member = await createTestUser();
    const known = await request(app)
      .post('/api/auth/forgot-password')
      .send({ email: member.email });
    const unknown = await request(app)
      .post('/api/auth/forgot-password')
      .send({ email: uniqueEmail('ghost') });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it('rejects a code for another account and a made-up code', async () => {
    const member = await createTestUser();
    await request(app).post('/api/auth/forgot-password').send({ email: member.email });
    const token = await latestResetCode(member.email);
    const mismatch = await request(app)
      .post('/api/auth/validate-reset-token')
      .send({ token, email: uniqueEmail('other') });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe('RESET_TOKEN_INVALID');
    const bogus = await request(app)
      .post('/api/auth/validate-reset-token')
      .send({ token: 'made-up-code' });
    expect(bogus.status).toBe(400);
    expect(bogus.body).toEqual({
      error: 'RESET_TOKEN_INVALID',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('refuses a missing token and a short password', async () => {
    const missing = await request(app)
      .post('/api/auth/validate-reset-token')
      .send({ email: 'a@b.co' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('RESET_LINK_INCOMPLETE');
    const short = await request(app)
      .post('/api/auth/reset-password')
      .send({ token: 'x', newPassword: '123' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      error: 'PASSWORD_TOO_SHORT',
      message: 'Password must be at least 6 characters long',
      fields: { newPassword: 'Password must be at least 6 characters long' },
    });
  });
});
