import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { depositFlow } from '../../test/support/deposit-flow';
import { createTestStudio, joinStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { createStudiosRepository } from '../studios/studios.repository';

// Issue 43: an owner may have the studio take its artists' deposits (`depositsTo: 'studio'`):
// the client pays on the owner's connected Stripe account, the deposit stays on the performing
// artist's appointment, and refunds (ours or the Stripe dashboard's) find their way back to it.
const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const twin = payments.twin;
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, payments);

async function studioTakingDeposits() {
  const studio = await createTestStudio(app, db, { artists: 0, timezone: 'Europe/Berlin' });
  await createStudiosRepository(db).refs.studios.doc(studio.id).update({ depositsTo: 'studio' });
  const ana = await joinStudio(app, db, studio.id, 'artist', { plan: 'pro' });
  const studioAccount = await flow.connect(studio.owner);
  return { studio, ana, studioAccount };
}

async function paidDeposit(token: string) {
  const sessionId = await flow.openCheckout(token);
  expect(await flow.pay(sessionId)).toContain(`/deposit/${token}?paid=1`);
  return sessionId;
}

describe('deposits to the studio’s account', () => {
  it('are paid on the owner’s account and recorded on the performing artist’s appointment', async () => {
    const { ana, studioAccount } = await studioTakingDeposits();
    const { first, projectId } = await flow.project(ana);
    const token = await flow.ask(ana, first);
    // Ana never connected Stripe: the studio's account takes the deposit.
    const page = await request(app).get(`/api/public/deposits/${token}`);
    expect(page.body).toMatchObject({ payable: true, payAtStudio: false });

    const sessionId = await paidDeposit(token);
    expect(await twin.connectSession(sessionId)).toMatchObject({
      accountId: studioAccount,
      amountMinor: 10_000,
      paid: true,
    });
    const stored = await db.doc(`users/${ana.uid}/appointments/${first}`).get();
    expect(stored.get('deposit.status')).toBe('paid');
    expect((await flow.projectOf(ana, projectId)).totalPaid).toBe(100);

    // Ana refunds from her screen: the refund is made on the studio's account.
    const res = await flow.outcome(ana, first, { outcome: 'refund' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunded' });
    expect(await twin.connectSession(sessionId)).toMatchObject({
      accountId: studioAccount,
      refunded: true,
    });
  });

  it('follows a refund made on the studio’s Stripe dashboard back to the artist', async () => {
    const { ana } = await studioTakingDeposits();
    const { first, projectId } = await flow.project(ana);
    const sessionId = await paidDeposit(await flow.ask(ana, first));
    await flow.refundOnDashboard(sessionId);
    const stored = await db.doc(`users/${ana.uid}/appointments/${first}`).get();
    expect(stored.get('deposit.status')).toBe('refunded');
    expect((await flow.projectOf(ana, projectId)).totalPaid).toBe(0);
  });

  it('stay the artist’s own when the studio leaves them to the artist', async () => {
    const studio = await createTestStudio(app, db, { artists: 0 });
    const ana = await joinStudio(app, db, studio.id, 'artist', { plan: 'pro' });
    await flow.connect(studio.owner);
    const { first } = await flow.project(ana);
    const page = await request(app).get(`/api/public/deposits/${await flow.ask(ana, first)}`);
    expect(page.body).toMatchObject({ payable: false });
  });
});
