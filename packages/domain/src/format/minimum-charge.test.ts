import { describe, expect, it } from 'vitest';
import { chargeableOnline, MINIMUM_CHARGE_CENTS, minimumChargeCents } from './minimum-charge';
import { STUDIO_CURRENCIES } from './studio-format';

describe("Stripe's minimum charge per currency", () => {
  it('has a minimum for every studio currency, Stripe’s own figures', () => {
    expect(Object.keys(MINIMUM_CHARGE_CENTS).sort()).toEqual([...STUDIO_CURRENCIES].sort());
    expect(MINIMUM_CHARGE_CENTS).toMatchObject({
      EUR: 50,
      USD: 50,
      GBP: 30,
      SEK: 300,
      NOK: 300,
      DKK: 250,
      PLN: 200,
      CZK: 1500,
    });
  });

  it('reads any case, and the highest minimum for a code it does not know', () => {
    expect(minimumChargeCents('sek')).toBe(300);
    expect(minimumChargeCents('XYZ')).toBe(1500);
  });

  it('charges whole cents at or above the minimum only', () => {
    expect(chargeableOnline(300, 'SEK')).toBe(true);
    expect(chargeableOnline(299, 'SEK')).toBe(false);
    expect(chargeableOnline(0, 'EUR')).toBe(false);
    expect(chargeableOnline(50.5, 'EUR')).toBe(false);
  });
});
