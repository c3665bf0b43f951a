/**
 * Appointments are instants; people read and type them in a time zone. These helpers move
 * between the two with Intl only (no date library), so web and functions agree exactly.
 */
import { formatDayKey, formatTime } from '../format/dates';

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An appointment date as the browser sends it: an ISO instant with Z or an offset, or a
 * wall-clock 'YYYY-MM-DDTHH:mm' (a datetime-local field) read in `timeZone`. Null if invalid.
 * A wall-clock time inside a DST gap (which no clock shows) resolves to an hour next to it.
 */
export function toInstant(value: string, timeZone: string): Date | null {
  const text = value.trim();
  if (WITH_OFFSET.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(text) ? null : date;
  }
  const m = LOCAL.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null;
  // Two passes settle the offset on both sides of a DST change.
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar day of `instant` in `timeZone` as 'YYYY-MM-DD' (the grouping key). */
export function localDateKey(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'YYYY-MM-DDTHH:mm' in `timeZone`: the value a datetime-local field shows for `instant`. */
export function localDateTimeInput(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${localDateKey(instant, timeZone)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** 'YYYY-MM' of `instant` in `timeZone`, for "this month" totals. */
export function localMonthKey(instant: Date, timeZone: string): string {
  return localDateKey(instant, timeZone).slice(0, 7);
}

/**
 * A day key as a heading, e.g. '2025-03-14' → 'Fri, 14 Mar 2025': the one date format
 * (`formatDayKey`) with its weekday. Pass the artist's locale where it is known.
 */
export function longDateHeading(dateKey: string, locale?: string): string {
  return formatDayKey(dateKey, locale, { weekday: true });
}

/** The time of day of `instant` in `timeZone` in the one format, e.g. '23:30' (en-GB). */
export function timeOfDay(instant: Date, timeZone: string, locale?: string): string {
  return formatTime(instant, { timeZone, locale });
}
