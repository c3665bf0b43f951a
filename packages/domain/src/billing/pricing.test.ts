import { describe, expect, it } from 'vitest';
import { buildPricing } from './pricing';

describe('buildPricing per-credit prices', () => {
  it('shows no decimals for JPY and KRW, fractions of a cent elsewhere', () => {
    for (const currency of ['JPY', 'KRW'] as const) {
      for (const pack of buildPricing(currency).creditPackages) {
        expect(pack.pricePerCreditFormatted).not.toMatch(/\.\d/);
      }
    }
    expect(buildPricing('EUR').creditPackages[0]?.pricePerCreditFormatted).toMatch(/^€0\.\d{2,3}$/);
  });
});
