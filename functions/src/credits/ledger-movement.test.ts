import { balanceOf } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { expireMovement, grantMovement, refundMovement, spendMovement } from './ledger-movement';

describe('ledger movements', () => {
  it('spends subscription credits first, then pack credits', () => {
    expect(spendMovement(balanceOf(3, 10), 5, 'prompt')).toEqual({
      type: 'spend',
      bucket: 'subscription',
      deltas: { subscription: -3, pack: -2 },
      reason: 'prompt',
    });
    expect(spendMovement(balanceOf(0, 10), 4, 'sketch')?.bucket).toBe('pack');
  });

  it('refuses a spend above the total and allows one that empties it', () => {
    expect(spendMovement(balanceOf(2, 2), 5, 'modify')).toBeNull();
    expect(spendMovement(balanceOf(2, 2), 4, 'prompt')?.deltas).toEqual({
      subscription: -2,
      pack: -2,
    });
  });

  it('refunds exactly what the spend took, per bucket', () => {
    const refund = refundMovement({ deltas: { subscription: -3, pack: -2 } }, 'job failed');
    expect(refund.deltas).toEqual({ subscription: 3, pack: 2 });
    expect(refund.type).toBe('refund');
  });

  it('grants into the named bucket only', () => {
    expect(grantMovement('pack', 100, 'credits-100').deltas).toEqual({
      subscription: 0,
      pack: 100,
    });
    expect(grantMovement('subscription', 200, 'basic').deltas).toEqual({
      subscription: 200,
      pack: 0,
    });
  });

  it('expires the whole subscription bucket and leaves pack credits', () => {
    expect(expireMovement(balanceOf(37, 12), 'month 2').deltas).toEqual({
      subscription: -37,
      pack: 0,
    });
  });
});
