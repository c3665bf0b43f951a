import { describe, expect, it } from 'vitest';
import { ledgerOnStack } from '../../test/support/ledger-on-stack';
import { AppError } from '../app-error';

const { repo, ledger, userWith: userOf } = ledgerOnStack();
const userWith = (subscription: number, packs: number) => userOf(subscription, packs, 'basic');

const times = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('credits ledger under concurrent requests', () => {
  it('lets exactly 10 of 25 concurrent 1-credit spends through a balance of 10', async () => {
    const uid = await userWith(6, 4);

    const results = await Promise.allSettled(
      times(25).map((i) => ledger.spend(uid, 1, `job-${i}`, 'surprise')),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(failures).toHaveLength(15);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe('INSUFFICIENT_CREDITS');
    }
    expect(await ledger.balance(uid)).toEqual({ subscription: 0, pack: 0, total: 0 });
    const entries = await repo.listEntries(uid);
    expect(entries).toHaveLength(10);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(-10);
    for (const entry of entries) {
      expect(entry.balanceAfter.subscription).toBeGreaterThanOrEqual(0);
      expect(entry.balanceAfter.pack).toBeGreaterThanOrEqual(0);
    }
  });

  it('charges once when the same key is spent 10 times at once', async () => {
    const uid = await userWith(10, 0);

    const outcomes = await Promise.all(
      times(10).map(() => ledger.spend(uid, 4, 'job-a', 'prompt')),
    );

    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.entry.createdAt)).size).toBe(1);
    expect((await ledger.balance(uid))?.total).toBe(6);
    expect(await repo.listEntries(uid)).toHaveLength(1);
  });

  it('grants once when the same grant arrives 10 times at once', async () => {
    const uid = await userWith(0, 0);

    await Promise.all(
      times(10).map(() => ledger.grant(uid, 'pack', 100, 'checkout-cs_1', 'credits-100')),
    );

    expect(await ledger.balance(uid)).toEqual({ subscription: 0, pack: 100, total: 100 });
    expect(await repo.listEntries(uid)).toHaveLength(1);
  });

  it('refunds once when refunds race, restoring each bucket as it was taken', async () => {
    const uid = await userWith(3, 5);
    await ledger.spend(uid, 6, 'job-r', 'sketch');
    expect(await ledger.balance(uid)).toEqual({ subscription: 0, pack: 2, total: 2 });

    const outcomes = await Promise.all(times(8).map(() => ledger.refund(uid, 'job-r')));

    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(await ledger.balance(uid)).toEqual({ subscription: 3, pack: 5, total: 8 });
    const again = await ledger.refund(uid, 'job-r');
    expect(again.replayed).toBe(true);
    expect(await ledger.balance(uid)).toEqual({ subscription: 3, pack: 5, total: 8 });
    expect((await repo.listEntries(uid)).map((e) => e.type).sort()).toEqual(['refund', 'spend']);
  });
});
