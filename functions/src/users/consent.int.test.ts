import { MARKETING_CONSENT } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser } from '../../test/support/test-users';
import { TERMS_VERSION } from './record-consent';

const { app, db } = buildTestApp();

describe('POST /api/user/consent', () => {
  it('records consent and clears requiresConsent', async () => {
    const member = await createTestUser();
    const auth = `Bearer ${member.idToken}`;
    const before = await request(app).get('/api/auth/me').set('Authorization', auth);
    expect(before.body.requiresConsent).toBe(true);

    const res = await request(app)
      .post('/api/user/consent')
      .set('Authorization', auth)
      .send({ termsAccepted: true, emailMarketingConsent: false });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      requiresConsent: false,
      termsAccepted: true,
      emailMarketingConsent: false,
    });

    const after = await request(app).get('/api/auth/me').set('Authorization', auth);
    expect(after.body.requiresConsent).toBe(false);
    const stored = (await db.doc(`users/${member.uid}`).get()).data();
    expect(stored?.termsVersion).toBe(TERMS_VERSION);
    // The opt-in is kept with the words the user saw, their version and the time.
    expect(stored?.marketingConsent).toMatchObject({
      granted: false,
      text: MARKETING_CONSENT.text,
      textVersion: MARKETING_CONSENT.version,
    });
    expect(stored?.marketingConsent.recordedAt.toDate().getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('requires the terms box', async () => {
    const member = await createTestUser();
    const res = await request(app)
      .post('/api/user/consent')
      .set('Authorization', `Bearer ${member.idToken}`)
      .send({ termsAccepted: false, emailMarketingConsent: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'TERMS_REQUIRED_CONSENT',
      message: 'You must accept the Terms and Conditions to continue.',
    });
  });

  it('records marketing as refused unless the box was ticked', async () => {
    const member = await createTestUser();
    const res = await request(app)
      .post('/api/user/consent')
      .set('Authorization', `Bearer ${member.idToken}`)
      .send({ termsAccepted: true });
    expect(res.status).toBe(200);
    expect(res.body.user.emailMarketingConsent).toBe(false);
    const stored = (await db.doc(`users/${member.uid}`).get()).data();
    expect(stored?.emailMarketingConsent).toBe(false);
    expect(stored?.marketingConsent.granted).toBe(false);
  });

  it('needs a signed-in caller', async () => {
    const res = await request(app).post('/api/user/consent').send({ termsAccepted: true });
    expect(res.status).toBe(401);
  });
});
