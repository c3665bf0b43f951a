import { describe, expect, it } from 'vitest';
import { openDays, timeLabel, zoneLabel } from './open-time-days';

describe('open times by the studio’s day', () => {
  it('reads the studio’s wall clock from the offset, across a daylight-saving change', () => {
    const days = openDays([
      '2027-03-27T10:00:00+01:00',
      '2027-03-27T23:30:00+01:00',
      '2027-03-29T10:00:00+02:00',
    ]);
    expect(days).toEqual([
      {
        key: '2027-03-27',
        label: 'Saturday 27 March',
        times: [
          { iso: '2027-03-27T10:00:00+01:00', label: '10:00' },
          { iso: '2027-03-27T23:30:00+01:00', label: '23:30' },
        ],
      },
      {
        key: '2027-03-29',
        label: 'Monday 29 March',
        times: [{ iso: '2027-03-29T10:00:00+02:00', label: '10:00' }],
      },
    ]);
    expect(timeLabel('2027-03-29T10:00:00+02:00')).toBe('Monday 29 March, 10:00');
  });

  it('names the zone', () => {
    expect(zoneLabel('Europe/Berlin')).toMatch(/^Europe\/Berlin \(Central European/);
    expect(zoneLabel('Not/AZone')).toBe('Not/AZone');
  });
});
