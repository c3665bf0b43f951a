import { outsideWorkingHours, type WorkingHours } from '../clients/working-hours';
import { localDateKey, toInstant, wallClockAt } from '../clients/zoned-time';

/** When clients may book by themselves (issue 38): the artist's rules beside the hours. */
export interface Availability {
  /** Minutes kept free before and after every appointment. */
  bufferMinutes: number;
  /** The earliest a client may book, in hours from now. */
  earliestHours: number;
  /** The latest a client may book, in days from now. */
  latestDays: number;
  /** Days off, 'YYYY-MM-DD' in the studio's zone, both ends included. */
  timeOff: { from: string; to: string }[];
  /** Flash days: dates given to flash alone, in slots of their own length. */
  flashDays: FlashDay[];
}

/**
 * A date range opened as a flash day (issue 38): open from the working hours' opening to their
 * closing even on a day the studio is usually closed, only flash is booked, and times fall on
 * slots of `slotMinutes` from the opening. A booking keeps the chair for whole slots and the
 * buffer does not apply: the slot length already leaves the time between clients.
 */
export interface FlashDay {
  /** 'YYYY-MM-DD' in the studio's zone, both ends included. */
  from: string;
  to: string;
  slotMinutes: number;
}

export const DEFAULT_AVAILABILITY: Availability = {
  bufferMinutes: 15,
  earliestHours: 48,
  latestDays: 90,
  timeOff: [],
  flashDays: [],
};

/** Something that takes the artist's time: an appointment or a hold. */
export interface BusyTime {
  start: Date;
  end: Date;
}

export interface OpenTimesInput {
  hours: WorkingHours;
  timeZone: string;
  availability: Availability;
  busy: readonly BusyTime[];
  /** How long the session takes. */
  durationMinutes: number;
  /** Start times fall on this grid of the working day (from its opening time). */
  stepMinutes: number;
  from: Date;
  to: Date;
  now: Date;
}

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function nextDay(key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

export const isTimeOff = (dayKey: string, availability: Availability): boolean =>
  availability.timeOff.some((off) => off.from <= dayKey && dayKey <= off.to);

/** The flash day a studio day falls in, if any (time off wins over it). */
export const flashDayOn = (
  dayKey: string,
  availability: Pick<Availability, 'flashDays'>,
): FlashDay | null =>
  availability.flashDays.find((day) => day.from <= dayKey && dayKey <= day.to) ?? null;

/**
 * True when any part of an appointment falls outside the hours the studio keeps that day: the
 * working hours, except that a flash day is open whatever its weekday. Null hours: no limit.
 */
export function outsideStudioHours(
  start: Date,
  durationMinutes: number,
  timeZone: string,
  hours: WorkingHours | null,
  availability: Pick<Availability, 'flashDays'>,
): boolean {
  if (!hours) return false;
  if (!flashDayOn(localDateKey(start, timeZone), availability)) {
    return outsideWorkingHours(start, durationMinutes, timeZone, hours);
  }
  const wall = wallClockAt(start, timeZone);
  const minute = wall.hour * 60 + wall.minute;
  return minute < minutesOf(hours.start) || minute + durationMinutes > minutesOf(hours.end);
}

/** How long a booking keeps the chair: on a flash day, its length in whole slots. */
const chairMinutes = (durationMinutes: number, flashDay: FlashDay | null) =>
  flashDay
    ? Math.ceil(durationMinutes / flashDay.slotMinutes) * flashDay.slotMinutes
    : durationMinutes;

/** The first and last instant a client may book now. */
export function bookingWindow(availability: Availability, now: Date): { first: Date; last: Date } {
  return {
    first: new Date(now.getTime() + availability.earliestHours * 60 * MINUTE),
    last: new Date(now.getTime() + availability.latestDays * 24 * 60 * MINUTE),
  };
}

/**
 * Whether one start time may be booked: inside the window, on an open day that is not time
 * off, inside the working hours, and clear of every busy time by the buffer on both sides. On a
 * flash day the day is open whatever its weekday, the booking keeps whole slots and there is
 * no buffer.
 */
export function isOpenTime(
  start: Date,
  input: Omit<OpenTimesInput, 'from' | 'to' | 'stepMinutes'>,
) {
  const { availability, timeZone, durationMinutes, hours } = input;
  const { first, last } = bookingWindow(availability, input.now);
  if (start < first || start > last) return false;
  const day = localDateKey(start, timeZone);
  if (isTimeOff(day, availability)) return false;
  const flashDay = flashDayOn(day, availability);
  const length = chairMinutes(durationMinutes, flashDay);
  if (outsideStudioHours(start, length, timeZone, hours, availability)) return false;
  const buffer = flashDay ? 0 : availability.bufferMinutes * MINUTE;
  const from = start.getTime() - buffer;
  const to = start.getTime() + length * MINUTE + buffer;
  return !input.busy.some((b) => b.start.getTime() < to && from < b.end.getTime());
}

/**
 * The times a client can book between `from` and `to`: every step (on a flash day, every
 * slot) of each open day's working hours, read as wall-clock times in the studio's zone (so a daylight-saving change moves the
 * instants, never the studio's hours), that `isOpenTime` accepts. Sorted, each once.
 */
export function openTimes(input: OpenTimesInput): Date[] {
  const { first, last } = bookingWindow(input.availability, input.now);
  const from = new Date(Math.max(input.from.getTime(), first.getTime()));
  const to = new Date(Math.min(input.to.getTime(), last.getTime()));
  if (from > to || input.stepMinutes <= 0) return [];
  const open = minutesOf(input.hours.start);
  const close = minutesOf(input.hours.end);
  const times: Date[] = [];
  const seen = new Set<number>();
  const lastDay = localDateKey(to, input.timeZone);
  for (let day = localDateKey(from, input.timeZone); day <= lastDay; day = nextDay(day)) {
    const flashDay = flashDayOn(day, input.availability);
    const step = flashDay?.slotMinutes ?? input.stepMinutes;
    const length = chairMinutes(input.durationMinutes, flashDay);
    for (let m = open; m + length <= close; m += step) {
      const start = toInstant(`${day}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`, input.timeZone);
      // A wall time inside a DST gap resolves next to it: only times the clock shows count.
      if (!start || start < from || start > to || seen.has(start.getTime())) continue;
      const wall = wallClockAt(start, input.timeZone);
      if (wall.hour * 60 + wall.minute !== m) continue;
      if (!isOpenTime(start, input)) continue;
      seen.add(start.getTime());
      times.push(start);
    }
  }
  return times.sort((a, b) => a.getTime() - b.getTime());
}

/** An instant as ISO 8601 with the studio's own offset ('2027-03-28T10:00:00+02:00'). */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const offset = Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
