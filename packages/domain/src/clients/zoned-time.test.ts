import { describe, expect, it } from 'vitest';
import {
  isValidTimeZone,
  localDateKey,
  localDateTimeInput,
  longDateHeading,
  toInstant,
} from './zoned-time';

describe('toInstant', () => {
  it('reads a wall-clock time in the given zone', () => {
    expect(toInstant('2025-03-14T23:30', 'America/Los_Angeles')?.toISOString()).toBe(
      '2025-03-15T06:30:00.000Z',
    );
    expect(toInstant('2025-07-01T10:00', 'Europe/Rome')?.toISOString()).toBe(
      '2025-07-01T08:00:00.000Z',
    );
    expect(toInstant('2025-01-01T10:00', 'Europe/Rome')?.toISOString()).toBe(
      '2025-01-01T09:00:00.000Z',
    );
  });

  it('keeps an explicit instant as it is', () => {
    expect(toInstant('2025-03-15T06:30:00.000Z', 'Europe/Rome')?.toISOString()).toBe(
      '2025-03-15T06:30:00.000Z',
    );
    expect(toInstant('2025-03-14T23:30:00-07:00', 'UTC')?.toISOString()).toBe(
      '2025-03-15T06:30:00.000Z',
    );
  });

  it('refuses what is not a date', () => {
    expect(toInstant('tomorrow', 'UTC')).toBeNull();
    expect(toInstant('2025-02-30T10:00', 'UTC')).toBeNull();
    expect(toInstant('2025-02-10T25:00', 'UTC')).toBeNull();
  });

  it('round-trips a datetime-local value across a DST change', () => {
    for (const local of ['2025-03-08T12:00', '2025-03-09T12:00', '2025-11-02T00:30']) {
      const instant = toInstant(local, 'America/Los_Angeles');
      expect(instant && localDateTimeInput(instant, 'America/Los_Angeles')).toBe(local);
    }
  });
});

describe('local days', () => {
  it('puts 23:30 in Los Angeles on its local day, not the UTC one', () => {
    const instant = new Date('2025-03-15T06:30:00.000Z');
    expect(localDateKey(instant, 'America/Los_Angeles')).toBe('2025-03-14');
    expect(localDateKey(instant, 'UTC')).toBe('2025-03-15');
    expect(longDateHeading('2025-03-14')).toBe('Fri, 14 Mar 2025');
  });

  it('knows valid zones', () => {
    expect(isValidTimeZone('Europe/Rome')).toBe(true);
    expect(isValidTimeZone('Mars/Base')).toBe(false);
  });
});
