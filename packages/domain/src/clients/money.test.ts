import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountCents, formatCents, fromCents, toCents, sumAmountCents } from './money';

describe('toCents', () => {
  it.each([
    [19.99, 1999],
    ['19.99', 1999],
    [0.1, 10],
    [0.29, 29],
    ['10.000', 1000],
    ['7', 700],
    ['7.', 700],
    [' 12.5 ', 1250],
    [0, 0],
  ])('%j → %d', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each([
    [-1],
    ['-1'],
    ['1,50'],
    ['abc'],
    [''],
    [Number.NaN],
    [Infinity],
    [1e21],
    ['1e3'],
    [1.005],
    ['10.005'],
    ['10.004'],
  ])('refuses %j', (input) => {
    expect(toCents(input)).toBeNull();
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(toCents(formatCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatCents', () => {
  it('keeps the sign of a small negative amount', () => {
    expect(formatCents(-5)).toBe('-0.05');
  });
});

describe('amountCents', () => {
  it('turns a client-management decimal from the wire into cents, sign kept', () => {
    expect(amountCents(19.99)).toBe(1999);
    expect(amountCents(-0.05)).toBe(-5);
    expect(amountCents(1234.5)).toBe(123450);
  });

  it('adds amounts in cents without float drift', () => {
    expect(sumAmountCents([0.1, 0.2])).toBe(30);
    expect(sumAmountCents([])).toBe(0);
  });
});
