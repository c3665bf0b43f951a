import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '@inkforge/domain';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { createTestUser } from '../../test/support/test-users';
import { initFirebase } from '../adapters/firebase/firebase';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService } from './ledger.service';

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin });
const ledger = createLedgerService(createLedgerRepository(db));

describe('credit history', () => {
  it('lists a scripted sequence newest first with the running balance at every row', async () => {
    const member = await createTestUser();
    const auth = `Bearer ${member.idToken}`;
    const me = async () =>
      (await request(app).get('/api/auth/me').set('Authorization', auth)).body as {
        creditsRemaining: number;
      };
    const balances: number[] = [];
    const step = async (run: () => Promise<unknown>) => {
      await run();
      balances.push((await me()).creditsRemaining);
    };
    const pay = async (plan: string, billing: string) => {
      const res = await request(app)
        .post('/api/checkout/multi-currency')
        .set('Authorization', auth)
        .send({ plan, billing });
      await request(app).post(`/api/demo-stripe/checkout/${String(res.body.sessionId)}/pay`);
    };
    await me();

    await step(() => pay('pro', 'monthly'));
    await step(() => pay('credits-100', 'one-time'));
    await step(() => ledger.spend(member.uid, 4, 'job-history-1', 'AI design'));
    await step(() => ledger.spend(member.uid, 4, 'job-history-2', 'AI design'));
    await step(() => ledger.refund(member.uid, 'job-history-2', 'generation failed'));
    const code = `H${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
    await db.doc(`promoCodes/${code}`).set({
      code,
      credits: 25,
      maxUses: 1,
      uses: 0,
      expiresAt: Timestamp.fromDate(new Date(Date.now() + 86_400_000)),
      premiumOnly: false,
    });
    await step(() =>
      request(app).post('/api/promo-code/redeem').set('Authorization', auth).send({ code }),
    );
    await step(async () => {
      await request(app).post('/api/subscription/cancel').set('Authorization', auth).expect(200);
      const customerId = String(
        (await db.doc(`users/${member.uid}`).get()).data()?.stripeCustomerId,
      );
      await request(app).post(`/api/demo-stripe/portal/${customerId}/end-period`).expect(303);
    });
    expect(balances).toEqual([500, 600, 596, 592, 596, 621, 125]);

    const first = await request(app).get('/api/credits/ledger').set('Authorization', auth);
    expect(first.status).toBe(200);
    const entries = first.body.entries as LedgerEntry[];
    expect(first.body.nextCursor).toBeNull();
    const rows = entries.map((e) => [e.type, e.amount, e.balanceAfter.total]);
    // Newest first; the subscription's first month is an (empty) expiry plus the grant.
    expect(rows).toEqual([
      ['expire', -496, 125],
      ['grant', 25, 621],
      ['refund', 4, 596],
      ['spend', -4, 592],
      ['spend', -4, 596],
      ['grant', 100, 600],
      ['grant', 500, 500],
      ['expire', 0, 0],
    ]);
    // The running balance of each row is the user's balance right after that step.
    const running = entries
      .filter((e) => !(e.type === 'expire' && e.amount === 0))
      .map((e) => e.balanceAfter.total)
      .reverse();
    expect(running).toEqual(balances);
    expect(entries.map((e) => e.id)).toContain('refund:job-history-2');

    const strangers = await createTestUser();
    const theirs = await request(app)
      .get('/api/credits/ledger')
      .set('Authorization', `Bearer ${strangers.idToken}`);
    expect(theirs.body.entries).toEqual([]);
    const bad = await request(app)
      .get('/api/credits/ledger?cursor=a%2Fb')
      .set('Authorization', auth);
    expect(bad.status).toBe(400);
  });
});
