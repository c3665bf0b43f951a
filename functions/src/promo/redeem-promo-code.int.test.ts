import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser, type TestUser } from '../../test/support/test-users';

const { app, db } = buildTestApp();

async function promo(fields: {
  credits: number;
  maxUses: number;
  expiresAt?: Date | null;
  premiumOnly?: boolean;
}): Promise<string> {
  const code = `T${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
  await db.doc(`promoCodes/${code}`).set({
    code,
    credits: fields.credits,
    maxUses: fields.maxUses,
    uses: 0,
    expiresAt: fields.expiresAt ? Timestamp.fromDate(fields.expiresAt) : null,
    premiumOnly: fields.premiumOnly ?? false,
  });
  return code;
}

/** A signed-up user whose document exists (first contact creates it), optionally subscribed. */
async function member(extra: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await createTestUser();
  await request(app).get('/api/auth/me').set('Authorization', `Bearer ${user.idToken}`).expect(200);
  if (Object.keys(extra).length) await db.doc(`users/${user.uid}`).update(extra);
  return user;
}

const redeem = (user: { idToken: string }, body: unknown) =>
  request(app)
    .post('/api/promo-code/redeem')
    .set('Authorization', `Bearer ${user.idToken}`)
    .send(body as object);

const creditsOf = async (uid: string) => {
  const data = (await db.doc(`users/${uid}`).get()).data() ?? {};
  return Number(data.subscriptionCredits ?? 0) + Number(data.packCredits ?? 0);
};

describe('POST /api/promo-code/redeem', () => {
  it('grants pack credits through the ledger and records the redemption', async () => {
    const code = await promo({ credits: 50, maxUses: 10 });
    const user = await member();

    const res = await redeem(user, { code: code.toLowerCase(), deviceFingerprint: 'fp-123' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: '50 credits added to your account.',
      code,
      creditsAdded: 50,
      creditsRemaining: 50,
    });
    const stored = (await db.doc(`users/${user.uid}`).get()).data();
    expect(stored).toMatchObject({ packCredits: 50, subscriptionCredits: 0 });
    const entry = (await db.doc(`users/${user.uid}/ledger/promo:${code}`).get()).data();
    expect(entry).toMatchObject({ type: 'grant', bucket: 'pack', amount: 50 });
    const redemption = (await db.doc(`promoCodes/${code}/redemptions/${user.uid}`).get()).data();
    expect(redemption).toMatchObject({ uid: user.uid, deviceFingerprint: 'fp-123', credits: 50 });
    expect((await db.doc(`promoCodes/${code}`).get()).data()?.uses).toBe(1);
  });

  it('refuses a second redemption by the same account', async () => {
    const code = await promo({ credits: 5, maxUses: 10 });
    const user = await member();
    await redeem(user, { code }).expect(200);

    const again = await redeem(user, { code });

    expect(again.status).toBe(409);
    expect(again.body.error).toBe('PROMO_CODE_ALREADY_REDEEMED');
    expect(await creditsOf(user.uid)).toBe(5);
  });

  it('answers unknown, expired and used-up codes with their own messages', async () => {
    const user = await member();
    const expired = await promo({
      credits: 5,
      maxUses: 10,
      expiresAt: new Date(Date.now() - 1000),
    });
    const usedUp = await promo({ credits: 5, maxUses: 0 });

    const unknown = await redeem(user, { code: 'NOPE-NOT-A-CODE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'PROMO_CODE_INVALID', message: 'Invalid code' });
    expect((await redeem(user, { code: expired })).body.error).toBe('PROMO_CODE_EXPIRED');
    expect((await redeem(user, { code: usedUp })).body.error).toBe('PROMO_CODE_EXHAUSTED');
    expect(await creditsOf(user.uid)).toBe(0);
  });

  it('validates the code: required, at most 20 characters', async () => {
    const user = await member();
    const empty = await redeem(user, { code: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter a promo code');
    const long = await redeem(user, { code: 'A'.repeat(21) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('PROMO_CODE_TOO_LONG');
  });

  it('keeps premium codes for subscribers: SUBSCRIPTION_REQUIRED otherwise', async () => {
    const code = await promo({ credits: 200, maxUses: 10, premiumOnly: true });
    const free = await member();
    const subscriber = await member({
      role: 'pro',
      currentPlan: 'pro',
      subscriptionStatus: 'active',
    });

    const refused = await redeem(free, { code });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('SUBSCRIPTION_REQUIRED');
    expect(await creditsOf(free.uid)).toBe(0);

    await redeem(subscriber, { code }).expect(200);
    expect(await creditsOf(subscriber.uid)).toBe(200);
  });

  it('lets exactly one of two accounts redeem a single-use code at the same moment', async () => {
    const code = await promo({ credits: 5, maxUses: 1 });
    const [a, b] = await Promise.all([member(), member()]);

    const results = await Promise.all([redeem(a, { code }), redeem(b, { code })]);

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toBe('PROMO_CODE_EXHAUSTED');
    expect((await creditsOf(a.uid)) + (await creditsOf(b.uid))).toBe(5);
    expect((await db.doc(`promoCodes/${code}`).get()).data()?.uses).toBe(1);
  });

  it('lets one account racing itself with 5 requests redeem exactly once', async () => {
    const code = await promo({ credits: 7, maxUses: 100 });
    const user = await member();

    const results = await Promise.all(Array.from({ length: 5 }, () => redeem(user, { code })));

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await creditsOf(user.uid)).toBe(7);
    expect((await db.doc(`promoCodes/${code}`).get()).data()?.uses).toBe(1);
  });

  it('refuses the same mailbox again after the account is deleted and re-registered', async () => {
    const code = await promo({ credits: 10, maxUses: 100 });
    const email = `again.${randomUUID().slice(0, 8)}@example.test`;
    const first = await createTestUser({ email });
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${first.idToken}`);
    await redeem(first, { code }).expect(200);
    await request(app)
      .delete('/api/account')
      .set('Authorization', `Bearer ${first.idToken}`)
      .send({ confirm: 'DELETE' })
      .expect(200);

    const second = await createTestUser({ email: email.toUpperCase() });
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${second.idToken}`);
    const res = await redeem(second, { code });

    expect(second.uid).not.toBe(first.uid);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('PROMO_CODE_ALREADY_REDEEMED');
    expect(await creditsOf(second.uid)).toBe(0);
  });

  it('needs a signed-in caller', async () => {
    const res = await request(app).post('/api/promo-code/redeem').send({ code: 'WELCOME50' });
    expect(res.status).toBe(401);
  });
});
