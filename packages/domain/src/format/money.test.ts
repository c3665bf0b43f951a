import { describe, expect, it } from 'vitest';
import { formatMoney, moneySymbol } from './money';

describe('formatMoney', () => {
  it('reads integer cents in the currency and locale given', () => {
    expect(formatMoney(123450, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(1999, 'GBP')).toBe('£19.99');
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMoney(-5, 'EUR')).toBe('-€0.05');
    // Intl separates amount and symbol with a no-break space.
    expect(formatMoney(1999, 'EUR', 'it-IT')).toBe('19,99\u00a0€');
  });

  it('knows currencies without minor units', () => {
    expect(formatMoney(3000, 'JPY', 'en-US')).toBe('¥3,000');
    expect(formatMoney(26000, 'KRW', 'en-US')).toBe('₩26,000');
  });

  it('puts an unknown code after the number instead of throwing', () => {
    expect(formatMoney(1200, 'nope')).toBe('12.00 NOPE');
  });
});

describe('moneySymbol', () => {
  it('is the symbol the amounts print, for field labels', () => {
    expect(moneySymbol('EUR')).toBe('€');
    expect(moneySymbol('CAD', 'en-US')).toBe('CA$');
    expect(moneySymbol('USD', 'en-US')).toBe('$');
  });
});
