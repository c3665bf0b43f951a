import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { AppError } from '../app-error';
import { monthlyResetSteps } from '../subscriptions/plan-credits';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService } from './ledger.service';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: start the local Firestore server first.');
}

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const repo = createLedgerRepository(db);
const ledger = createLedgerService(repo);

type Op =
  | { kind: 'grant'; bucket: 'subscription' | 'pack'; amount: number }
  | { kind: 'spend'; amount: number }
  | { kind: 'reset'; plan: 'basic' | 'pro' | 'premium' }
  | { kind: 'refund'; pick: number }
  | { kind: 'replay'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('grant' as const),
    bucket: fc.constantFrom('subscription' as const, 'pack' as const),
    amount: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 400 }) }),
  fc.record({
    kind: fc.constantFrom('reset' as const),
    plan: fc.constantFrom('basic' as const, 'pro' as const, 'premium' as const),
  }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);

const PLAN_CREDITS = { basic: 200, pro: 500, premium: 1200 };

describe('credits ledger properties (fast-check, real Firestore)', () => {
  it('keeps balance = ledger sum, no bucket below 0, and resets never touch pack credits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const uid = `prop-${randomUUID()}`;
        await db.doc(`users/${uid}`).set({ role: 'pro', subscriptionCredits: 0, packCredits: 0 });
        const model = { subscription: 0, pack: 0 };
        const spends: string[] = [];
        const resets: string[] = [];

        for (const [i, step] of ops.entries()) {
          if (step.kind === 'grant') {
            await ledger.grant(uid, step.bucket, step.amount, `grant-${i}`, 'test');
            model[step.bucket] += step.amount;
          } else if (step.kind === 'spend') {
            const outcome = ledger.spend(uid, step.amount, `job-${i}`, 'test');
            if (step.amount > model.subscription + model.pack) {
              await expect(outcome).rejects.toBeInstanceOf(AppError);
              continue;
            }
            await outcome;
            const fromSubscription = Math.min(step.amount, model.subscription);
            model.subscription -= fromSubscription;
            model.pack -= step.amount - fromSubscription;
            spends.push(`job-${i}`);
          } else if (step.kind === 'reset') {
            const packBefore = model.pack;
            const key = `sub_prop:month-${i}`;
            await db.runTransaction((tx) =>
              ledger.moveInTransaction(tx, uid, monthlyResetSteps(key, step.plan, 'yearly')),
            );
            resets.push(key);
            model.subscription = PLAN_CREDITS[step.plan];
            expect((await ledger.balance(uid))?.pack).toBe(packBefore);
          } else if (step.kind === 'refund' && spends.length > 0) {
            const [key] = spends.splice(step.pick % spends.length, 1);
            const { entry } = await ledger.refund(uid, key ?? '');
            model.subscription += entry.deltas.subscription;
            model.pack += entry.deltas.pack;
          } else if (step.kind === 'replay' && resets.length > 0) {
            // A redelivered reset (webhook retry, job run twice) moves nothing.
            const key = resets[step.pick % resets.length] ?? '';
            const outcomes = await db.runTransaction((tx) =>
              ledger.moveInTransaction(tx, uid, monthlyResetSteps(key, 'premium', 'yearly')),
            );
            expect(outcomes.every((o) => o.replayed)).toBe(true);
          }
          const balance = await ledger.balance(uid);
          expect(balance).toEqual({ ...model, total: model.subscription + model.pack });
        }

        const entries = await repo.listEntries(uid);
        const balance = await ledger.balance(uid);
        expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(balance?.total);
        for (const entry of entries) {
          expect(entry.balanceAfter.subscription).toBeGreaterThanOrEqual(0);
          expect(entry.balanceAfter.pack).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
