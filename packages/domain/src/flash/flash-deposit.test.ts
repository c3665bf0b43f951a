import { describe, expect, it } from 'vitest';
import { flashDepositCents, flashDepositText } from './flash-deposit';

describe('the flash deposit', () => {
  it('takes 30 % when the rule asks none or there is no rule', () => {
    expect(flashDepositCents({ kind: 'none' }, 12_000, 'EUR')).toBe(3_600);
    expect(flashDepositCents(undefined, 12_000, 'EUR')).toBe(3_600);
  });

  it("follows the artist's rule, never more than the price", () => {
    expect(flashDepositCents({ kind: 'fixed', amountCents: 5_000 }, 12_000, 'EUR')).toBe(5_000);
    expect(flashDepositCents({ kind: 'fixed', amountCents: 50_000 }, 12_000, 'EUR')).toBe(12_000);
    expect(flashDepositCents({ kind: 'percent', percent: 50 }, 12_000, 'EUR')).toBe(6_000);
  });

  it("is raised to Stripe's minimum, and none for a price Stripe cannot charge", () => {
    expect(flashDepositCents({ kind: 'percent', percent: 1 }, 2_000, 'EUR')).toBe(50);
    expect(flashDepositCents(undefined, 500, 'SEK')).toBe(300);
    expect(flashDepositCents(undefined, 0, 'EUR')).toBeNull();
    expect(flashDepositCents(undefined, 250, 'SEK')).toBeNull();
  });

  it('says the amount in words', () => {
    expect(flashDepositText(3_600, 'EUR', 'en-GB')).toBe(
      'Deposit: €36.00, paid now to hold the time; it counts toward the price.',
    );
  });
});
