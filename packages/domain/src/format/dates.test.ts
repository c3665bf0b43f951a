import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayKey, formatTime } from './dates';

const at = new Date('2026-12-05T12:00:07.214Z');
const rome = { timeZone: 'Europe/Rome' };

describe('the one date format', () => {
  it('names the month, so 5 December never reads as 12 May', () => {
    expect(formatDateTime(at, rome)).toBe('5 Dec 2026, 13:00');
    expect(formatDateTime(at.toISOString(), { ...rome, locale: 'en-US' })).toBe(
      'Dec 5, 2026, 1:00 PM',
    );
    expect(formatDate(at, rome)).toBe('5 Dec 2026');
    expect(formatTime(at, rome)).toBe('13:00');
  });

  it('adds the weekday or the second when asked', () => {
    expect(formatDateTime(at, rome, { weekday: true })).toBe('Sat, 5 Dec 2026, 13:00');
    expect(formatDateTime(at, rome, { seconds: true })).toBe('5 Dec 2026, 13:00:07');
  });

  it('reads a day key the same in every zone', () => {
    expect(formatDayKey('2026-12-05')).toBe('5 Dec 2026');
    expect(formatDayKey('2026-12-05', 'en-GB', { weekday: true })).toBe('Sat, 5 Dec 2026');
  });
});
