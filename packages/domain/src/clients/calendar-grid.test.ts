import { describe, expect, it } from 'vitest';
import { monthGridDays, shiftAnchor, weekDays } from './calendar-grid';

describe('calendar grids', () => {
  it('weeks run Monday to Sunday, across a daylight-saving change', () => {
    expect(weekDays('2025-03-30')).toEqual([
      '2025-03-24',
      '2025-03-25',
      '2025-03-26',
      '2025-03-27',
      '2025-03-28',
      '2025-03-29',
      '2025-03-30',
    ]);
  });

  it('months are whole weeks covering every day of the month', () => {
    const march = monthGridDays('2025-03-14');
    expect(march[0]).toBe('2025-02-24');
    expect(march.at(-1)).toBe('2025-04-06');
    expect(march).toHaveLength(42);
    expect(monthGridDays('2021-02-10')).toHaveLength(28);
    expect(march.filter((d) => d.startsWith('2025-03'))).toHaveLength(31);
  });

  it('steps by weeks and months without overflowing the 31st', () => {
    expect(shiftAnchor('2025-01-31', 'month', 1)).toBe('2025-02-01');
    expect(shiftAnchor('2025-01-31', 'week', -1)).toBe('2025-01-24');
    expect(shiftAnchor('2025-12-15', 'month', 1)).toBe('2026-01-01');
    expect(shiftAnchor('2025-03-31', 'day', 1)).toBe('2025-04-01');
    expect(shiftAnchor('2025-03-01', 'day', -1)).toBe('2025-02-28');
  });
});
