import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildBillingTestApp } from '../../test/support/billing-app';

const { db, app, payments, ledger: ledgerRepo, signedIn } = buildBillingTestApp();

const openCheckout = (auth: string, plan: string) =>
  request(app)
    .post('/api/checkout/multi-currency')
    .set('Authorization', auth)
    .send({ plan, billing: 'monthly' });

const pressPay = (sessionId: string) =>
  request(app).post(`/api/demo-stripe/checkout/${sessionId}/pay`);

const customerOf = async (uid: string) =>
  String((await db.doc(`users/${uid}`).get()).data()?.stripeCustomerId);

describe('one subscription per customer', () => {
  it('expires the older tab’s checkout and refuses a checkout once subscribed', async () => {
    const user = await signedIn();
    const basic = await openCheckout(user.auth, 'basic');
    const pro = await openCheckout(user.auth, 'pro');
    expect([basic.status, pro.status]).toEqual([200, 200]);

    // The Basic tab's Pay no longer charges: its page says it was replaced.
    const stale = await pressPay(String(basic.body.sessionId));
    expect(stale.headers.location).toContain(`/checkout/${String(basic.body.sessionId)}`);
    const page = await request(app).get(String(stale.headers.location).replace(/^.*\/api/, '/api'));
    expect(page.text).toContain('A newer checkout replaced it: nothing was charged here.');

    const paid = await pressPay(String(pro.body.sessionId));
    expect(paid.headers.location).toContain('/checkout/success');
    const live = await payments.twin.liveSubscriptions(await customerOf(user.uid));
    expect(live).toHaveLength(1);
    expect(await user.me()).toMatchObject({ currentPlan: 'pro', creditsRemaining: 500 });

    const third = await openCheckout(user.auth, 'premium');
    expect(third.status).toBe(409);
    expect(third.body).toEqual({
      error: 'ALREADY_SUBSCRIBED',
      message: 'You already have a subscription. Change it on the Update Plan page.',
    });
  });

  it('refunds and ends the newer of two subscriptions paid at once, once', async () => {
    const user = await signedIn();
    // Both checkouts opened before either could see the other (the guard's race): the
    // webhook is the last line, so both sessions are made directly on the twin.
    await openCheckout(user.auth, 'basic').expect(200);
    const customerId = await customerOf(user.uid);
    const common = {
      uid: user.uid,
      customerId,
      mode: 'subscription' as const,
      currency: 'EUR' as const,
      interval: 'monthly' as const,
      successUrl: 'http://127.0.0.1/ok',
      cancelUrl: 'http://127.0.0.1/no',
    };
    const basic = await payments.twin.createCheckout({
      ...common,
      priceId: 'basic-monthly',
      amountMinor: 1999,
      description: 'Basic',
      metadata: { planCode: 'basic', billing: 'monthly', currency: 'EUR' },
    });
    const pro = await payments.twin.createCheckout({
      ...common,
      priceId: 'pro-monthly',
      amountMinor: 3999,
      description: 'Pro',
      metadata: { planCode: 'pro', billing: 'monthly', currency: 'EUR' },
    });
    const answers = await Promise.all([pressPay(basic.id), pressPay(pro.id)]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);

    const live = await payments.twin.liveSubscriptions(customerId);
    expect(live).toHaveLength(1);
    const [kept] = live;
    const keptPlan = kept?.metadata.planCode;
    const refundedPlan = keptPlan === 'basic' ? 'pro' : 'basic';
    const refunded = await payments.twin.session(refundedPlan === 'pro' ? pro.id : basic.id);
    const refundedSub = await payments.twin.getSubscription(String(refunded?.subscriptionId));
    expect(refundedSub?.status).toBe('canceled');
    expect(refundedSub && refundedSub.createdAt >= (kept?.createdAt ?? new Date())).toBe(true);

    const me = await user.me();
    expect(me.currentPlan).toBe(keptPlan);
    expect(me.creditsRemaining).toBe(keptPlan === 'pro' ? 500 : 200);

    // Replaying the duplicate's events (a redelivery) refunds and notes nothing more.
    await request(app)
      .post('/api/billing/sync')
      .set('Authorization', user.auth)
      .send({ sessionId: refunded?.id })
      .expect(200);
    const entries = await ledgerRepo.listEntries(user.uid);
    const notes = entries.filter((e) => e.type === 'note');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.reason).toMatch(
      refundedPlan === 'pro'
        ? /^Second Pro monthly subscription cancelled and €39\.99 refunded/
        : /^Second Basic monthly subscription cancelled and €19\.99 refunded/,
    );
    expect(entries.filter((e) => e.type === 'grant')).toHaveLength(1);
    expect((await payments.twin.session(refunded?.id ?? ''))?.paid).toBe(true);
    expect(
      (await db.doc(`offlineStripeSubscriptions/${refundedSub?.id}`).get()).data()?.refunded,
    ).toBe(true);

    // Billing history: both invoices, the duplicate's marked refunded; one next charge.
    const history = await request(app)
      .get('/api/billing/history')
      .set('Authorization', user.auth)
      .expect(200);
    const rows = (history.body.invoices as { amountFormatted: string; refunded: boolean }[])
      .map((i) => `${i.amountFormatted} ${i.refunded ? 'refunded' : 'paid'}`)
      .sort();
    expect(rows).toEqual(
      refundedPlan === 'pro'
        ? ['€19.99 paid', '€39.99 refunded']
        : ['€19.99 refunded', '€39.99 paid'],
    );
    expect(history.body.nextCharge.amountFormatted).toBe(keptPlan === 'pro' ? '€39.99' : '€19.99');
  });
});
