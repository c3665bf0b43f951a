import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateKey, wallClockAt } from '../clients/zoned-time';
import { isoWithOffset, openTimes, type Availability, type BusyTime } from './open-times';

const ZONE = 'Europe/Berlin';
const HOURS = { start: '10:00', end: '18:00', days: [0, 1, 2, 3, 4, 5] };
const MIN = 60_000;

describe('open times (issue 38)', () => {
  it('keeps the studio’s hours across a daylight-saving change, each with its own offset', () => {
    const now = new Date('2027-03-20T12:00:00Z');
    const times = openTimes({
      hours: HOURS,
      timeZone: ZONE,
      availability: { bufferMinutes: 0, earliestHours: 0, latestDays: 30, timeOff: [] },
      busy: [],
      durationMinutes: 120,
      stepMinutes: 60,
      from: new Date('2027-03-27T00:00:00Z'),
      to: new Date('2027-03-29T23:00:00Z'),
      now,
    });
    const iso = times.map((t) => isoWithOffset(t, ZONE));
    // Saturday before the change (+01:00), Sunday closed, Monday after it (+02:00).
    expect(iso.filter((t) => t.startsWith('2027-03-27'))[0]).toBe('2027-03-27T10:00:00+01:00');
    expect(iso.some((t) => t.startsWith('2027-03-28'))).toBe(false);
    expect(iso.filter((t) => t.startsWith('2027-03-29'))[0]).toBe('2027-03-29T10:00:00+02:00');
    expect(iso.filter((t) => t.startsWith('2027-03-29')).at(-1)).toBe('2027-03-29T16:00:00+02:00');
    expect(times[0]!.toISOString()).toBe('2027-03-27T09:00:00.000Z');
  });

  it('over random calendars: never on busy time (with its buffer), time off, outside the hours or the window, and every such time is offered', () => {
    const day0 = Date.UTC(2027, 9, 25); // the week of the October change in Berlin
    const busy = fc.array(
      fc
        .record({
          at: fc.integer({ min: 0, max: 10 * 24 * 4 }),
          quarters: fc.integer({ min: 1, max: 16 }),
        })
        .map(({ at, quarters }): BusyTime => {
          const start = new Date(day0 + at * 15 * MIN);
          return { start, end: new Date(start.getTime() + quarters * 15 * MIN) };
        }),
      { maxLength: 12 },
    );
    const availability = fc.record({
      bufferMinutes: fc.constantFrom(0, 10, 15, 30),
      earliestHours: fc.integer({ min: 0, max: 72 }),
      latestDays: fc.integer({ min: 1, max: 9 }),
      timeOff: fc.array(
        fc.integer({ min: 0, max: 9 }).chain((start) =>
          fc.integer({ min: 0, max: 2 }).map((len) => ({
            from: localDateKey(new Date(day0 + start * 86_400_000 + 12 * 3_600_000), ZONE),
            to: localDateKey(new Date(day0 + (start + len) * 86_400_000 + 12 * 3_600_000), ZONE),
          })),
        ),
        { maxLength: 2 },
      ),
    });
    fc.assert(
      fc.property(
        busy,
        availability,
        fc.constantFrom(30, 60, 90, 180),
        fc.constantFrom(15, 30, 60),
        (busy: BusyTime[], availability: Availability, duration: number, step: number) => {
          const now = new Date(day0 - 6 * 3_600_000);
          // Open every day, so the Sunday of the October change is booked too.
          const hours = { ...HOURS, days: [0, 1, 2, 3, 4, 5, 6] };
          const input = {
            hours,
            timeZone: ZONE,
            availability,
            busy,
            durationMinutes: duration,
            stepMinutes: step,
            from: new Date(day0),
            to: new Date(day0 + 10 * 86_400_000),
            now,
          };
          const offered = new Set(openTimes(input).map((t) => t.getTime()));
          // The rule, written out on its own: every step of every day, judged one by one.
          for (let t = day0 - 86_400_000; t < day0 + 11 * 86_400_000; t += 15 * MIN) {
            const start = new Date(t);
            const wall = wallClockAt(start, ZONE);
            const minute = wall.hour * 60 + wall.minute;
            const weekday =
              (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7;
            const key = localDateKey(start, ZONE);
            const buffer = availability.bufferMinutes * MIN;
            const ok =
              t >= input.from.getTime() &&
              t <= input.to.getTime() &&
              t >= now.getTime() + availability.earliestHours * 3_600_000 &&
              t <= now.getTime() + availability.latestDays * 86_400_000 &&
              hours.days.includes(weekday) &&
              (minute - 600) % step === 0 &&
              minute >= 600 &&
              minute + duration <= 1080 &&
              !availability.timeOff.some((o) => o.from <= key && key <= o.to) &&
              !busy.some(
                (b) =>
                  b.start.getTime() < t + duration * MIN + buffer && t - buffer < b.end.getTime(),
              );
            expect(offered.has(t), `${start.toISOString()} offered`).toBe(ok);
          }
        },
      ),
      { numRuns: 100, seed: 38 },
    );
  }, 60_000);
});
