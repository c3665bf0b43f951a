import { userSchema } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser } from '../../test/support/test-users';

const { app } = buildTestApp();

const me = async (user: { idToken: string }) =>
  userSchema.parse(
    (await request(app).get('/api/auth/me').set('Authorization', `Bearer ${user.idToken}`)).body,
  );

const put = (user: { idToken: string }, body: object) =>
  request(app)
    .put('/api/profile/formats')
    .set('Authorization', `Bearer ${user.idToken}`)
    .send(body);

describe('PUT /api/profile/formats', () => {
  it('starts in euros and en-GB, then keeps the currency and locale the artist picks', async () => {
    const user = await createTestUser();
    expect(await me(user)).toMatchObject({ currency: 'EUR', locale: 'en-GB' });

    const saved = await put(user, { currency: 'GBP', locale: 'en-IE' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ currency: 'GBP', locale: 'en-IE' });
    expect(await me(user)).toMatchObject({ currency: 'GBP', locale: 'en-IE' });
  });

  it('refuses a currency or locale outside the lists, in words', async () => {
    const user = await createTestUser();
    await me(user);
    const bad = await put(user, { currency: 'BTC', locale: 'en-GB' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Choose a currency');
    const italian = await put(user, { currency: 'EUR', locale: 'it-IT' });
    expect(italian.status).toBe(400);
    expect(await me(user)).toMatchObject({ currency: 'EUR', locale: 'en-GB' });
  });
});
