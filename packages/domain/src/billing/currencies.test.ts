import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, isCurrency, toMajorUnits } from './currencies';

describe('currencies', () => {
  it('divides minor units by 100, except JPY and KRW which have none', () => {
    expect(toMajorUnits(1999, 'EUR')).toBe(19.99);
    expect(toMajorUnits(1999, 'USD')).toBe(19.99);
    expect(toMajorUnits(2500, 'JPY')).toBe(2500);
    expect(toMajorUnits(26000, 'KRW')).toBe(26000);
  });

  it('formats prices with the currency symbol and the right decimals', () => {
    expect(formatMoney(1999, 'EUR')).toBe('€19.99');
    expect(formatMoney(1999, 'GBP')).toBe('£19.99');
    expect(formatMoney(3000, 'JPY')).toBe('¥3,000');
    expect(formatMoney(26000, 'KRW')).toBe('₩26,000');
    // Intl separates amount and symbol with a no-break space.
    expect(formatMoney(1999, 'EUR', 'it-IT')).toBe('19,99\u00a0€');
  });

  it('knows the symbols and rejects unknown currencies', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('CAD')).toBe('CA$');
    expect(isCurrency('AUD')).toBe(true);
    expect(isCurrency('CHF')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
  });
});
