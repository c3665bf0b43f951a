import { describe, expect, it } from 'vitest';
import { depositFor, describeDepositRule } from './deposit-rule';

describe('depositFor', () => {
  it('asks the fixed amount whatever the estimate', () => {
    expect(depositFor({ kind: 'fixed', amountCents: 10_000 }, undefined)).toBe(10_000);
    expect(depositFor({ kind: 'fixed', amountCents: 10_000 }, 50_000)).toBe(10_000);
  });

  it('takes a share of the estimate, rounded to the cent', () => {
    expect(depositFor({ kind: 'percent', percent: 30 }, 45_000)).toBe(13_500);
    expect(depositFor({ kind: 'percent', percent: 33 }, 1_001)).toBe(330);
  });

  it('has nothing to ask without a rule, or a percentage without an estimate', () => {
    expect(depositFor({ kind: 'none' }, 45_000)).toBeNull();
    expect(depositFor({ kind: 'percent', percent: 30 }, undefined)).toBeNull();
  });
});

describe('describeDepositRule', () => {
  it('says the rule in words', () => {
    expect(describeDepositRule({ kind: 'fixed', amountCents: 10_000 })).toBe('Deposit: €100.00');
    expect(describeDepositRule({ kind: 'percent', percent: 25 })).toBe(
      'Deposit: 25 % of the estimate',
    );
    expect(describeDepositRule({ kind: 'none' })).toBe('No deposit');
  });
});
