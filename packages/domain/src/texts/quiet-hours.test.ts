import { describe, expect, it } from 'vitest';
import { inQuietHours, textSendTime } from './quiet-hours';

const ZONE = 'Europe/Berlin';
// December: Berlin is UTC+1.
const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  it('holds 21:00 to 08:00 in the studio zone', () => {
    expect(inQuietHours(at('2026-12-10T19:59:00Z'), ZONE)).toBe(false); // 20:59
    expect(inQuietHours(at('2026-12-10T20:00:00Z'), ZONE)).toBe(true); // 21:00
    expect(inQuietHours(at('2026-12-11T06:59:00Z'), ZONE)).toBe(true); // 07:59
    expect(inQuietHours(at('2026-12-11T07:00:00Z'), ZONE)).toBe(false); // 08:00
  });

  it('sends a text due outside quiet hours when due', () => {
    const due = at('2026-12-10T12:00:00Z');
    expect(textSendTime(due, ZONE, null)).toEqual(due);
  });

  it('moves a text due at night to 08:00 next morning', () => {
    expect(textSendTime(at('2026-12-10T22:30:00Z'), ZONE, null)).toEqual(
      at('2026-12-11T07:00:00Z'),
    );
    expect(textSendTime(at('2026-12-11T02:00:00Z'), ZONE, at('2026-12-13T10:00:00Z'))).toEqual(
      at('2026-12-11T07:00:00Z'),
    );
  });

  it('sends at 20:59 the evening before when 08:00 would not be before the visit', () => {
    // Visit at 07:30 local, reminder due 2 hours before (05:30): 08:00 is too late.
    expect(textSendTime(at('2026-12-11T04:30:00Z'), ZONE, at('2026-12-11T06:30:00Z'))).toEqual(
      at('2026-12-10T19:59:00Z'),
    );
  });
});
