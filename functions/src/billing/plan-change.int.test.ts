import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { createTestUser } from '../../test/support/test-users';
import { initFirebase } from '../adapters/firebase/firebase';

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin });

async function subscribed(plan: string) {
  const member = await createTestUser();
  const auth = `Bearer ${member.idToken}`;
  await request(app).get('/api/auth/me').set('Authorization', auth).expect(200);
  const checkout = await request(app)
    .post('/api/checkout/multi-currency')
    .set('Authorization', auth)
    .send({ plan, billing: 'monthly' })
    .expect(200);
  await request(app).post(`/api/demo-stripe/checkout/${String(checkout.body.sessionId)}/pay`);
  const me = async () => (await request(app).get('/api/auth/me').set('Authorization', auth)).body;
  const post = (path: string, body: Record<string, unknown> = {}) =>
    request(app).post(path).set('Authorization', auth).send(body);
  return { ...member, me, post };
}

describe('plan changes are labelled and priced before they happen', () => {
  it('prices Pro monthly → yearly as a switch charged now, and charges what it showed', async () => {
    const user = await subscribed('pro');
    const preview = await user.post('/api/update-subscription/preview', {
      planCode: 'pro',
      billing: 'yearly',
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      kind: 'switch-to-yearly',
      label: 'Switch to yearly',
      effective: 'now',
      currency: 'EUR',
      renewalAmountMinor: 39990,
      renewalAmountFormatted: '€399.90',
      renewalInterval: 'yearly',
    });
    // Subscribed a moment ago: almost the whole month is credited against the year.
    const due = Number(preview.body.amountDueNowMinor);
    expect(due).toBeGreaterThanOrEqual(39990 - 3999);
    expect(due).toBeLessThan(39990 - 3990);
    const renewal = new Date(String(preview.body.renewalDate));
    expect(renewal.getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);

    const change = await user.post('/api/update-subscription', {
      planCode: 'pro',
      billing: 'yearly',
      prorationDate: preview.body.prorationDate,
    });
    expect(change.status).toBe(200);
    expect(change.body.effective).toBe('now');
    expect(await user.me()).toMatchObject({ currentPlan: 'pro', billing: 'yearly' });
  });

  it('labels Pro → Basic a downgrade at the renewal, shows it pending, and undoes it', async () => {
    const user = await subscribed('pro');
    const preview = await user.post('/api/update-subscription/preview', {
      planCode: 'basic',
      billing: 'monthly',
    });
    expect(preview.body).toMatchObject({
      kind: 'downgrade',
      label: 'Downgrade',
      effective: 'period_end',
      amountDueNowMinor: 0,
      renewalAmountFormatted: '€19.99',
    });
    await user.post('/api/update-subscription', { planCode: 'basic', billing: 'monthly' });
    const pending = await user.me();
    expect(pending).toMatchObject({
      currentPlan: 'pro',
      pendingPlan: {
        planCode: 'basic',
        billing: 'monthly',
        effectiveAt: pending.subscriptionRenewsAt,
      },
    });

    const undo = await user.post('/api/update-subscription/undo');
    expect(undo.status).toBe(200);
    expect(undo.body.message).toBe('The scheduled change was undone. You stay on Pro.');
    expect((await user.me()).pendingPlan).toBeNull();
    expect((await user.post('/api/update-subscription/undo')).body.error).toBe(
      'NO_PENDING_PLAN_CHANGE',
    );

    // The renewal bills Pro again: the downgrade really is gone.
    const customerId = String((await db.doc(`users/${user.uid}`).get()).data()?.stripeCustomerId);
    await request(app).post(`/api/demo-stripe/portal/${customerId}/end-period`).expect(303);
    expect(await user.me()).toMatchObject({ currentPlan: 'pro', creditsRemaining: 500 });
  });
});
