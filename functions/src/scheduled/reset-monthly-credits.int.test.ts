import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createLedgerRepository } from '../credits/ledger.repository';
import { silentLogger } from '../logger';
import { createTestPayments } from '../../test/support/test-payments';
import { createWebhookDeps } from '../webhooks/deps';
import { resetMonthlyCredits } from './reset-monthly-credits';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: start the local Firestore server first.');
}

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const ledgerRepo = createLedgerRepository(db);
const DAY = 24 * 60 * 60 * 1000;

/** The daily job with an injected clock; far in the future so other tests' users are over. */
function jobAt(getNow: () => Date) {
  const { twin } = createTestPayments(db);
  return () =>
    resetMonthlyCredits(
      createWebhookDeps({ db, payments: twin, clock: getNow, logger: silentLogger }),
    );
}

/** What the artist's bell holds: the title of every notice, oldest first. */
async function bellTitles(uid: string): Promise<string[]> {
  const snapshot = await db.collection(`users/${uid}/notifications`).orderBy('createdAt').get();
  return snapshot.docs.map((doc) => doc.get('title') as string);
}

async function yearlyUser(start: Date, fields: Record<string, unknown> = {}) {
  const uid = `yearly-${randomUUID()}`;
  const renews = new Date(start);
  renews.setUTCFullYear(renews.getUTCFullYear() + 1);
  await db.doc(`users/${uid}`).set({
    email: `${uid}@example.test`,
    role: 'pro',
    currentPlan: 'pro',
    billing: 'yearly',
    subscriptionStatus: 'active',
    stripeSubscriptionId: `sub_${uid}`,
    subscriptionStartedAt: start,
    subscriptionRenewsAt: renews,
    cancelAtPeriodEnd: false,
    subscriptionCredits: 0,
    packCredits: 25,
    ...fields,
  });
  return uid;
}

describe('resetMonthlyCredits (daily job)', () => {
  it('grants a yearly plan exactly 12 times over a year of daily runs, even run twice a day', async () => {
    // The 31st: months without one must still get their grant.
    const start = new Date('2031-01-31T09:00:00.000Z');
    const uid = await yearlyUser(start);
    let now = start;
    const run = jobAt(() => now);

    for (let day = 0; day < 366; day += 1) {
      now = new Date(start.getTime() + day * DAY + 60_000);
      await run();
      await run();
    }

    const entries = await ledgerRepo.listEntries(uid);
    const grants = entries.filter((e) => e.type === 'grant');
    expect(grants).toHaveLength(12);
    expect(new Set(grants.map((e) => e.id)).size).toBe(12);
    expect(grants.every((e) => e.amount === 500)).toBe(true);
    const stored = (await db.doc(`users/${uid}`).get()).data();
    // Each month replaced the last month's credits; the pack credits were never touched.
    expect(stored).toMatchObject({ subscriptionCredits: 500, packCredits: 25 });
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(500);
    // The bell said so once a month, not once a run.
    expect(await bellTitles(uid)).toEqual(Array(12).fill('Monthly credits added'));
  }, 120_000);

  it('drops an ended cancelled subscription to free, keeping pack credits', async () => {
    const start = new Date('2032-03-01T00:00:00.000Z');
    const uid = await yearlyUser(start, {
      billing: 'monthly',
      subscriptionStatus: 'canceled',
      cancelAtPeriodEnd: true,
      subscriptionCredits: 320,
      subscriptionRenewsAt: new Date('2032-04-01T00:00:00.000Z'),
    });
    let now = new Date('2032-03-31T12:00:00.000Z');
    const run = jobAt(() => now);

    await run();
    expect((await db.doc(`users/${uid}`).get()).data()).toMatchObject({ currentPlan: 'pro' });

    now = new Date('2032-04-01T03:00:00.000Z');
    await run();
    await run();
    expect((await db.doc(`users/${uid}`).get()).data()).toMatchObject({
      role: 'free',
      currentPlan: null,
      subscriptionStatus: 'inactive',
      subscriptionCredits: 0,
      packCredits: 25,
    });
    expect((await ledgerRepo.listEntries(uid)).map((e) => [e.type, e.amount])).toEqual([
      ['expire', -320],
    ]);
    expect(await bellTitles(uid)).toEqual(['Subscription ended']);
  });
});
