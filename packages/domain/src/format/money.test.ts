import { describe, expect, it } from 'vitest';
import { moneySchema } from './format-schemas';
import { formatMoney, formatMoneyOf, money, moneyOrNull, moneySymbol } from './money';

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

describe('Money', () => {
  it('carries cents with an upper-case ISO code and reads through formatMoney', () => {
    expect(money(120000, 'gbp')).toEqual({ cents: 120000, currency: 'GBP' });
    expect(formatMoneyOf(money(120000, 'GBP'))).toBe('£1,200.00');
    expect(formatMoneyOf({ cents: 1999, currency: 'USD' }, 'en-US')).toBe('$19.99');
    expect(moneyOrNull(null, 'EUR')).toBeNull();
    expect(moneyOrNull(0, 'EUR')).toEqual({ cents: 0, currency: 'EUR' });
  });

  it('refuses a decimal or a code that is not ISO in an answer', () => {
    expect(moneySchema.safeParse({ cents: 1999, currency: 'EUR' }).success).toBe(true);
    expect(moneySchema.safeParse({ cents: 19.99, currency: 'EUR' }).success).toBe(false);
    expect(moneySchema.safeParse({ cents: 1999, currency: '€' }).success).toBe(false);
  });
});
