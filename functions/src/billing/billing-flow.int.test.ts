import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildBillingTestApp } from '../../test/support/billing-app';

const { db, app, payments, ledger: ledgerRepo, signedIn } = buildBillingTestApp();

/** Opens the checkout and presses Pay on the demo page, as the browser does. */
async function buyAndPay(auth: string, body: Record<string, string>): Promise<string> {
  const res = await request(app)
    .post('/api/checkout/multi-currency')
    .set('Authorization', auth)
    .send(body);
  expect(res.status).toBe(200);
  const sessionId = String(res.body.sessionId);
  expect(res.body.url).toContain(`/api/demo-stripe/checkout/${sessionId}`);
  const page = await request(app).get(`/api/demo-stripe/checkout/${sessionId}`);
  expect(page.text).toContain('Pay');
  const paid = await request(app).post(`/api/demo-stripe/checkout/${sessionId}/pay`);
  expect(paid.status).toBe(303);
  expect(paid.headers.location).toContain(`/checkout/success?session_id=${sessionId}`);
  return sessionId;
}

async function expectLedgerEqualsBalance(uid: string): Promise<void> {
  const entries = await ledgerRepo.listEntries(uid);
  const balance = await ledgerRepo.currentBalance(uid);
  expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(balance?.total);
}

describe('billing on the offline twin, end to end through the real webhook', () => {
  it('subscribes to Pro, buys a pack, cancels, and drops to free at the period end', async () => {
    const user = await signedIn();

    await buyAndPay(user.auth, { plan: 'pro', billing: 'monthly' });
    expect(await user.me()).toMatchObject({
      role: 'pro',
      currentPlan: 'pro',
      subscriptionStatus: 'active',
      creditsRemaining: 500,
    });

    await buyAndPay(user.auth, { plan: 'credits-100', billing: 'one-time' });
    expect((await user.me()).creditsRemaining).toBe(600);

    const cancel = await request(app)
      .post('/api/subscription/cancel')
      .set('Authorization', user.auth);
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toMatch(/^Your subscription will end on/);
    expect(await user.me()).toMatchObject({
      currentPlan: 'pro',
      subscriptionStatus: 'canceled',
      creditsRemaining: 600,
    });

    const stored = (await db.doc(`users/${user.uid}`).get()).data();
    const customerId = String(stored?.stripeCustomerId);
    const end = await request(app).post(`/api/demo-stripe/portal/${customerId}/end-period`);
    expect(end.status).toBe(303);

    expect(await user.me()).toMatchObject({
      role: 'free',
      currentPlan: null,
      subscriptionStatus: 'inactive',
      creditsRemaining: 100,
    });
    await expectLedgerEqualsBalance(user.uid);
  });

  it('refuses packs without an active plan, with the spec messages', async () => {
    const user = await signedIn();
    const res = await request(app)
      .post('/api/checkout/multi-currency')
      .set('Authorization', user.auth)
      .send({ plan: 'credits-500', billing: 'one-time' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error: 'PACK_SUBSCRIPTION_REQUIRED',
      message: 'You need an active subscription plan to purchase additional credits.',
    });
  });

  it('upgrades now and grants the credit difference once the proration invoice is paid', async () => {
    const user = await signedIn();
    await buyAndPay(user.auth, { plan: 'basic', billing: 'monthly' });
    expect((await user.me()).creditsRemaining).toBe(200);

    const up = await request(app)
      .post('/api/update-subscription')
      .set('Authorization', user.auth)
      .send({ planCode: 'premium', billing: 'monthly' });
    expect(up.status).toBe(200);
    expect(await user.me()).toMatchObject({ currentPlan: 'premium', creditsRemaining: 1200 });

    const down = await request(app)
      .post('/api/update-subscription')
      .set('Authorization', user.auth)
      .send({ planCode: 'pro', billing: 'monthly' });
    expect(down.body.message).toMatch(/^Your plan changes to Pro \(monthly\) on \d+ \w+ \d{4}\.$/);
    // Still Premium until the period ends; the renewal then bills and grants Pro.
    expect(await user.me()).toMatchObject({ currentPlan: 'premium', creditsRemaining: 1200 });
    const customerId = String((await db.doc(`users/${user.uid}`).get()).data()?.stripeCustomerId);
    await request(app).post(`/api/demo-stripe/portal/${customerId}/end-period`).expect(303);
    expect(await user.me()).toMatchObject({
      currentPlan: 'pro',
      role: 'pro',
      creditsRemaining: 500,
    });
    await expectLedgerEqualsBalance(user.uid);
  });

  it('answers a declined upgrade with Payment failed and changes nothing', async () => {
    const user = await signedIn();
    await buyAndPay(user.auth, { plan: 'basic', billing: 'monthly' });
    const customerId = String((await db.doc(`users/${user.uid}`).get()).data()?.stripeCustomerId);
    await payments.twin.declineNextPayment(customerId);

    const res = await request(app)
      .post('/api/update-subscription')
      .set('Authorization', user.auth)
      .send({ planCode: 'pro', billing: 'monthly' });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ error: 'PAYMENT_FAILED', message: 'Payment failed' });
    expect(await user.me()).toMatchObject({ currentPlan: 'basic', creditsRemaining: 200 });
  });

  it('shows a failed renewal as past_due and blocks plan changes while cancelled', async () => {
    const user = await signedIn();
    await buyAndPay(user.auth, { plan: 'pro', billing: 'yearly' });
    expect(await user.me()).toMatchObject({ currentPlan: 'pro', creditsRemaining: 500 });
    await request(app).post('/api/subscription/cancel').set('Authorization', user.auth).expect(200);
    const blocked = await request(app)
      .post('/api/update-subscription')
      .set('Authorization', user.auth)
      .send({ planCode: 'premium', billing: 'yearly' });
    expect(blocked.body.error).toBe('PLAN_CHANGE_WHILE_CANCELLED');
    await request(app)
      .post('/api/subscription/reactivate')
      .set('Authorization', user.auth)
      .expect(200);
    expect((await user.me()).subscriptionStatus).toBe('active');

    const customerId = String((await db.doc(`users/${user.uid}`).get()).data()?.stripeCustomerId);
    await request(app).post(`/api/demo-stripe/portal/${customerId}/fail-payment`).expect(303);
    expect((await user.me()).subscriptionStatus).toBe('past_due');
  });

  it('syncs a paid checkout the webhook has not delivered, without granting twice', async () => {
    const user = await signedIn();
    await buyAndPay(user.auth, { plan: 'basic', billing: 'monthly' });
    const res = await request(app)
      .post('/api/checkout/multi-currency')
      .set('Authorization', user.auth)
      .send({ plan: 'credits-1000' });
    const sessionId = String(res.body.sessionId);
    await payments.twin.pay(sessionId);

    for (const path of [
      `/api/stripe/verify-payment/${sessionId}`,
      `/api/billing/sync?session_id=${sessionId}`,
    ]) {
      const sync = await request(app).get(path).set('Authorization', user.auth);
      expect(sync.status).toBe(200);
      expect(sync.body.success).toBe(true);
    }
    const post = await request(app)
      .post('/api/billing/sync')
      .set('Authorization', user.auth)
      .send({ sessionId });
    expect(post.body.user.creditsRemaining).toBe(1200);

    const other = await signedIn();
    const foreign = await request(app)
      .get(`/api/stripe/verify-payment/${sessionId}`)
      .set('Authorization', other.auth);
    expect(foreign.status).toBe(404);
    const sub = await request(app)
      .post('/api/billing/sync-subscription')
      .set('Authorization', user.auth);
    expect(sub.body).toMatchObject({
      success: true,
      user: { currentPlan: 'basic', creditsRemaining: 1200 },
    });
  });

  it('refuses a session id that is not one, in JSON, on every sync route', async () => {
    const user = await signedIn();
    const refused = (res: request.Response) => {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'PAYMENT_SESSION_INVALID',
        message: 'This payment session ID is not valid.',
      });
    };
    for (const sessionId of ['cs_demo/../users', 'a/b', 'cs_test_ok?x=1', '../../etc']) {
      refused(
        await request(app)
          .post('/api/billing/sync')
          .set('Authorization', user.auth)
          .send({ sessionId }),
      );
      refused(
        await request(app)
          .get(`/api/billing/sync?session_id=${encodeURIComponent(sessionId)}`)
          .set('Authorization', user.auth),
      );
    }
    // In the path, a slash is already refused by the path guard, in JSON too.
    const slashed = await request(app)
      .get(`/api/stripe/verify-payment/${encodeURIComponent('a/b')}`)
      .set('Authorization', user.auth);
    expect([slashed.status, slashed.body.error]).toEqual([404, 'NOT_FOUND']);
    refused(
      await request(app)
        .get(`/api/stripe/verify-payment/${encodeURIComponent('cs_test_ok?x=1')}`)
        .set('Authorization', user.auth),
    );
  });

  it('opens the billing portal for a customer and refuses one without', async () => {
    const user = await signedIn();
    const none = await request(app)
      .post('/api/billing/customer-portal')
      .set('Authorization', user.auth);
    expect(none.body.error).toBe('NO_BILLING_ACCOUNT');
    await buyAndPay(user.auth, { plan: 'pro', billing: 'monthly' });
    const portal = await request(app)
      .post('/api/billing/customer-portal')
      .set('Authorization', user.auth);
    expect(portal.body.url).toMatch(/\/api\/demo-stripe\/portal\/cus_/);
    const page = await request(app).get(new URL(portal.body.url).pathname);
    expect(page.text).toContain('Cancel subscription');
  });
});

describe('pricing', () => {
  it('lists plans and packs in the asked currency, yearly as ten months', async () => {
    const res = await request(app).get('/api/pricing/multi-currency?currency=JPY');
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('JPY');
    const pro = res.body.subscriptionPlans.find((p: { code: string }) => p.code === 'pro');
    expect(pro).toMatchObject({
      credits: 500,
      monthlyPrice: 6000,
      yearlyPrice: 60000,
      popular: true,
    });
    expect(pro.monthlyPriceFormatted).toBe('¥6,000');
    expect(
      res.body.creditPackages.map((p: { savingsPercent: number }) => p.savingsPercent),
    ).toEqual([0, 20, 30]);
  });

  it('answers a single price in minor units and refuses unknown ones', async () => {
    const res = await request(app).get('/api/prices/pro-yearly');
    expect(res.body).toEqual({ priceId: 'pro-yearly', amount: 39990, currency: 'EUR' });
    expect((await request(app).get('/api/prices/gold')).status).toBe(404);
  });
});
