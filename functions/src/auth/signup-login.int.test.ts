import { userSchema } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser, uniqueEmail } from '../../test/support/test-users';

const { app, auth } = buildTestApp();

function signupBody(email: string) {
  return {
    email,
    password: 'first-pass-1',
    displayName: 'Mara Ink',
    termsAccepted: true,
    emailMarketingConsent: true,
  };
}

describe('POST /api/auth/signup', () => {
  it('creates the account and answers 201 with the user and a working session token', async () => {
    const email = uniqueEmail();
    const res = await request(app).post('/api/auth/signup').send(signupBody(email));
    expect(res.status).toBe(201);
    const user = userSchema.parse(res.body.user);
    expect(user).toMatchObject({
      email,
      displayName: 'Mara Ink',
      firstName: 'Mara',
      role: 'free',
      authMethod: 'email',
      requiresConsent: true,
      termsAccepted: true,
      emailMarketingConsent: true,
    });
    const me = await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${String(res.body.sessionToken)}`);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    expect((await auth.getUser(user.id)).displayName).toBe('Mara Ink');
  });

  it('answers 409 EMAIL_EXISTS with a message naming email and exists', async () => {
    const existing = await createTestUser();
    const res = await request(app).post('/api/auth/signup').send(signupBody(existing.email));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('EMAIL_EXISTS');
    expect(res.body.message).toMatch(/email/i);
    expect(res.body.message).toMatch(/exists/i);
  });

  it('refuses a sign-up without accepted terms', async () => {
    const res = await request(app)
      .post('/api/auth/signup')
      .send({ ...signupBody(uniqueEmail()), termsAccepted: false });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'TERMS_REQUIRED_SIGNUP',
      message: 'You must accept the Terms and Conditions to create an account',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('answers the user and a session token for the right password', async () => {
    const member = await createTestUser();
    const res = await request(app)
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: member.uid, email: member.email });
    expect(typeof res.body.sessionToken).toBe('string');
    const me = await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${String(res.body.sessionToken)}`);
    expect(me.body.id).toBe(member.uid);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const member = await createTestUser();
    const wrong = await request(app)
      .post('/api/auth/login')
      .send({ email: member.email, password: 'not-the-password' });
    const unknown = await request(app)
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: 'whatever-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});
