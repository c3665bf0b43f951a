import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createGoogleTestUser, createTestUser } from '../../test/support/test-users';

const { app } = buildTestApp();

describe('POST /api/auth/change-password', () => {
  it('changes the password and hands back a working session token', async () => {
    const member = await createTestUser();
    const res = await request(app)
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${member.idToken}`)
      .send({ currentPassword: member.password, newPassword: 'changed-pass-9' });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe('string');

    const me = await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${String(res.body.sessionToken)}`);
    expect(me.status).toBe(200);
    const login = await request(app)
      .post('/api/auth/login')
      .send({ email: member.email, password: 'changed-pass-9' });
    expect(login.status).toBe(200);
    const old = await request(app)
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password });
    expect(old.status).toBe(401);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const member = await createTestUser();
    const res = await request(app)
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${member.idToken}`)
      .send({ currentPassword: 'not-mine-1', newPassword: 'changed-pass-9' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'WRONG_CURRENT_PASSWORD',
      message: 'Your current password is incorrect.',
    });
    const login = await request(app)
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password });
    expect(login.status).toBe(200);
  });

  it('refuses Google accounts', async () => {
    const google = await createGoogleTestUser();
    const res = await request(app)
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${google.idToken}`)
      .send({ currentPassword: 'anything-1', newPassword: 'changed-pass-9' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('GOOGLE_ACCOUNT_PASSWORD');
  });

  it('checks the fields before anything else', async () => {
    const member = await createTestUser();
    const cases = [
      [{ newPassword: 'changed-pass-9' }, 'PASSWORD_FIELDS_REQUIRED'],
      [{ currentPassword: member.password, newPassword: '123' }, 'PASSWORD_TOO_SHORT'],
      [
        { currentPassword: member.password, newPassword: 'abcdef', confirmPassword: 'abcdeg' },
        'PASSWORDS_DONT_MATCH',
      ],
    ] as const;
    for (const [body, code] of cases) {
      const res = await request(app)
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${member.idToken}`)
        .send(body);
      expect(res.status, code).toBe(400);
      expect(res.body.error).toBe(code);
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await request(app)
      .post('/api/auth/change-password')
      .send({ currentPassword: 'a', newPassword: 'bcdefg' });
    expect(res.status).toBe(401);
  });
});
