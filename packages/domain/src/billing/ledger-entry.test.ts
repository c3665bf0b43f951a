import { describe, expect, it } from 'vitest';
import { balanceOf, idempotencyKeySchema, ledgerEntrySchema } from './ledger-entry';

const spend = {
  id: 'job-1',
  type: 'spend',
  bucket: 'subscription',
  amount: -4,
  deltas: { subscription: -3, pack: -1 },
  reason: 'prompt',
  idempotencyKey: 'job-1',
  balanceAfter: balanceOf(0, 9),
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('ledger entry schema', () => {
  it('accepts a spend split across both buckets', () => {
    expect(ledgerEntrySchema.parse(spend)).toEqual(spend);
  });

  it('rejects an amount that is not the sum of the bucket deltas', () => {
    expect(ledgerEntrySchema.safeParse({ ...spend, amount: -5 }).success).toBe(false);
  });

  it('rejects a negative balance and fractional credits', () => {
    expect(ledgerEntrySchema.safeParse({ ...spend, balanceAfter: balanceOf(-1, 10) }).success).toBe(
      false,
    );
    expect(
      ledgerEntrySchema.safeParse({
        ...spend,
        amount: -0.5,
        deltas: { subscription: -0.5, pack: 0 },
      }).success,
    ).toBe(false);
  });

  it('rejects keys Firestore cannot use as document ids', () => {
    for (const key of ['', 'a/b', '.', '..', '__id__', 'x'.repeat(501)]) {
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(false);
    }
    expect(idempotencyKeySchema.safeParse('refund:job-1').success).toBe(true);
  });
});
