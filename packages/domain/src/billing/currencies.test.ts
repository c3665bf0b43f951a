import { describe, expect, it } from 'vitest';
import { isCurrency, toMajorUnits } from './currencies';

describe('currencies', () => {
  it('divides minor units by 100, except JPY and KRW which have none', () => {
    expect(toMajorUnits(1999, 'EUR')).toBe(19.99);
    expect(toMajorUnits(1999, 'USD')).toBe(19.99);
    expect(toMajorUnits(2500, 'JPY')).toBe(2500);
    expect(toMajorUnits(26000, 'KRW')).toBe(26000);
  });

  it('rejects unknown currencies', () => {
    expect(isCurrency('AUD')).toBe(true);
    expect(isCurrency('CHF')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
  });
});
