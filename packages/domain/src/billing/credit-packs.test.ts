import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, findCreditPack, packSavingsPercent } from './credit-packs';

describe('credit packs', () => {
  it('offers 100, 500 and 1000 credits', () => {
    expect(CREDIT_PACKS.map((pack) => pack.credits)).toEqual([100, 500, 1000]);
  });

  it('computes the spec savings badges (none, 20%, 30%) from the prices', () => {
    expect(CREDIT_PACKS.map(packSavingsPercent)).toEqual([0, 20, 30]);
  });

  it('finds a pack by code or by price id', () => {
    expect(findCreditPack('credits-500')?.credits).toBe(500);
    expect(findCreditPack('credits1000')?.credits).toBe(1000);
    expect(findCreditPack('credits-42')).toBeUndefined();
  });
});
