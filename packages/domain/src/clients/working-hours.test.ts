import { describe, expect, it } from 'vitest';
import { outsideWorkingHours, workingHoursRequestSchema } from './working-hours';

const HOURS = { start: '10:00', end: '19:00', days: [0, 1, 2, 3, 4, 5] };

describe('working hours', () => {
  it('flags what starts early, runs late or falls on a closed day, in the artist zone', () => {
    const rome = 'Europe/Rome';
    // Tuesday 2030-04-02, Rome is UTC+2.
    expect(outsideWorkingHours(new Date('2030-04-02T08:00:00Z'), 120, rome, HOURS)).toBe(false);
    expect(outsideWorkingHours(new Date('2030-04-02T07:30:00Z'), 60, rome, HOURS)).toBe(true);
    expect(outsideWorkingHours(new Date('2030-04-02T16:00:00Z'), 120, rome, HOURS)).toBe(true);
    // Sunday.
    expect(outsideWorkingHours(new Date('2030-04-07T10:00:00Z'), 60, rome, HOURS)).toBe(true);
    expect(outsideWorkingHours(new Date('2030-04-07T10:00:00Z'), 60, rome, null)).toBe(false);
  });

  it('refuses an end before the start, bad times and no days', () => {
    for (const bad of [
      { ...HOURS, end: '09:00' },
      { ...HOURS, start: '25:00' },
      { ...HOURS, days: [] },
      { ...HOURS, days: [7] },
    ]) {
      expect(workingHoursRequestSchema.safeParse(bad).success).toBe(false);
    }
    expect(workingHoursRequestSchema.parse({ ...HOURS, days: [5, 0, 5] }).days).toEqual([0, 5]);
  });
});
