import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateKey, wallClockAt } from '../clients/zoned-time';
import {
  isoWithOffset,
  openTimes,
  outsideStudioHours,
  type Availability,
  type BusyTime,
} from './open-times';

const ZONE = 'Europe/Berlin';
const HOURS = { start: '10:00', end: '18:00', days: [0, 1, 2, 3, 4, 5] };
const MIN = 60_000;

describe('open times (issue 38)', () => {
  it('keeps the studio’s hours across a daylight-saving change, each with its own offset', () => {
    const now = new Date('2027-03-20T12:00:00Z');
    const times = openTimes({
      hours: HOURS,
      timeZone: ZONE,
      availability: {
        bufferMinutes: 0,
        earliestHours: 0,
        latestDays: 30,
        timeOff: [],
        flashDays: [],
      },
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

  it('opens a flash day on a closed Saturday in slots of its own, each booking whole slots, no buffer', () => {
    const input = {
      hours: { start: '10:00', end: '18:00', days: [0, 1, 2, 3, 4] },
      timeZone: ZONE,
      availability: {
        bufferMinutes: 30,
        earliestHours: 0,
        latestDays: 30,
        timeOff: [],
        flashDays: [{ from: '2027-06-05', to: '2027-06-05', slotMinutes: 60 }],
      },
      // A 45-minute flash booked at 11:00 on the flash day.
      busy: [{ start: new Date('2027-06-05T09:00:00Z'), end: new Date('2027-06-05T09:45:00Z') }],
      stepMinutes: 30,
      from: new Date('2027-06-05T00:00:00Z'),
      to: new Date('2027-06-07T22:00:00Z'),
      now: new Date('2027-06-01T12:00:00Z'),
    };
    const wall = (durationMinutes: number, day: string) =>
      openTimes({ ...input, durationMinutes })
        .map((t) => isoWithOffset(t, ZONE))
        .filter((t) => t.startsWith(day))
        .map((t) => t.slice(11, 16));
    // The slot after the booking is free at once: the slot leaves the time between clients.
    expect(wall(45, '2027-06-05')).toEqual([
      '10:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    // 90 minutes keep two slots: 10:00 would run into 11:00, and the last start is 16:00.
    expect(wall(90, '2027-06-05')).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00']);
    // Sunday stays closed; Monday is an ordinary day on the 30-minute grid.
    expect(wall(45, '2027-06-06')).toEqual([]);
    expect(wall(45, '2027-06-07').slice(0, 3)).toEqual(['10:00', '10:30', '11:00']);
  });

  it('a booking on a flash day is inside the studio’s hours, whatever the weekday', () => {
    const hours = { start: '10:00', end: '18:00', days: [0, 1, 2, 3, 4] };
    const flashDays = [{ from: '2027-06-05', to: '2027-06-05', slotMinutes: 60 }];
    const saturday = (time: string) => new Date(`2027-06-05T${time}:00+02:00`);
    expect(outsideStudioHours(saturday('11:00'), 60, ZONE, hours, { flashDays })).toBe(false);
    expect(outsideStudioHours(saturday('17:30'), 60, ZONE, hours, { flashDays })).toBe(true);
    expect(outsideStudioHours(saturday('11:00'), 60, ZONE, hours, { flashDays: [] })).toBe(true);
    expect(outsideStudioHours(saturday('11:00'), 60, ZONE, null, { flashDays: [] })).toBe(false);
  });

  it('time off wins over a flash day', () => {
    const times = openTimes({
      hours: HOURS,
      timeZone: ZONE,
      availability: {
        bufferMinutes: 0,
        earliestHours: 0,
        latestDays: 30,
        timeOff: [{ from: '2027-06-05', to: '2027-06-05' }],
        flashDays: [{ from: '2027-06-04', to: '2027-06-05', slotMinutes: 60 }],
      },
      busy: [],
      durationMinutes: 60,
      stepMinutes: 30,
      from: new Date('2027-06-04T00:00:00Z'),
      to: new Date('2027-06-05T22:00:00Z'),
      now: new Date('2027-06-01T12:00:00Z'),
    });
    const days = new Set(times.map((t) => localDateKey(t, ZONE)));
    expect([...days]).toEqual(['2027-06-04']);
    expect(times).toHaveLength(8);
  });

  it('over random calendars: never on busy time (with its buffer), time off, outside the hours or the window, and every such time is offered; flash days in slots of their own', () => {
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
      flashDays: fc
        .array(
          fc.record({
            start: fc.integer({ min: 0, max: 9 }),
            len: fc.integer({ min: 0, max: 2 }),
            slotMinutes: fc.constantFrom(15, 30, 45, 60, 90),
          }),
          { maxLength: 2 },
        )
        .map((days) =>
          days.map(({ start, len, slotMinutes }) => ({
            from: localDateKey(new Date(day0 + start * 86_400_000 + 12 * 3_600_000), ZONE),
            to: localDateKey(new Date(day0 + (start + len) * 86_400_000 + 12 * 3_600_000), ZONE),
            slotMinutes,
          })),
        ),
    });
    fc.assert(
      fc.property(
        busy,
        availability,
        fc.constantFrom(30, 60, 90, 180),
        fc.constantFrom(15, 30, 60),
        // Often every day, so the Sunday of the October change is booked too.
        fc.oneof(
          fc.constant<number[]>([0, 1, 2, 3, 4, 5, 6]),
          fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
        ),
        (
          busy: BusyTime[],
          availability: Availability,
          duration: number,
          step: number,
          days: number[],
        ) => {
          const now = new Date(day0 - 6 * 3_600_000);
          const hours = { ...HOURS, days };
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
            const flashDay = availability.flashDays.find((d) => d.from <= key && key <= d.to);
            const grid = flashDay?.slotMinutes ?? step;
            const length = flashDay
              ? Math.ceil(duration / flashDay.slotMinutes) * flashDay.slotMinutes
              : duration;
            const buffer = flashDay ? 0 : availability.bufferMinutes * MIN;
            const ok =
              t >= input.from.getTime() &&
              t <= input.to.getTime() &&
              t >= now.getTime() + availability.earliestHours * 3_600_000 &&
              t <= now.getTime() + availability.latestDays * 86_400_000 &&
              (flashDay !== undefined || hours.days.includes(weekday)) &&
              (minute - 600) % grid === 0 &&
              minute >= 600 &&
              minute + length <= 1080 &&
              !availability.timeOff.some((o) => o.from <= key && key <= o.to) &&
              !busy.some(
                (b) =>
                  b.start.getTime() < t + length * MIN + buffer && t - buffer < b.end.getTime(),
              );
            expect(offered.has(t), `${start.toISOString()} offered`).toBe(ok);
          }
        },
      ),
      { numRuns: 100, seed: 38 },
    );
  }, 60_000);
});
