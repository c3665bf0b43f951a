import { describe, expect, it } from 'vitest';
import { studioFormatters } from './studio-formatters';

describe('studioFormatters', () => {
  it('defaults to euros, en-GB and UTC', () => {
    const f = studioFormatters();
    expect(f.money(10000)).toBe('€100.00');
    expect(f.amount(350)).toBe('€350.00');
    expect(f.symbol).toBe('€');
    expect(f.dateTime('2026-12-05T13:00:00Z')).toBe('5 Dec 2026, 13:00');
  });

  it("reads every figure in the artist's currency, locale and zone", () => {
    const f = studioFormatters({ currency: 'GBP', locale: 'en-US', timeZone: 'Europe/London' });
    expect(f.amount(1234.5)).toBe('£1,234.50');
    expect(f.amount(-0.1)).toBe('-£0.10');
    expect(f.dateTime('2026-06-05T12:00:00Z')).toBe('Jun 5, 2026, 1:00 PM');
    expect(f.date('2026-06-05T23:30:00Z', { timeZone: 'UTC' })).toBe('Jun 5, 2026');
    expect(f.day('2026-06-05', { weekday: true })).toBe('Fri, Jun 5, 2026');
  });
});
