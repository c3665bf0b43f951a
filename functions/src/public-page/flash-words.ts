import { formatDayKey, formatTime } from '@inkforge/domain';
import type { ShowcaseDay, ShowcaseDesign } from '../flash';

/**
 * How many times a design can be tattooed, in a client's words: "repeatable", "one of a kind"
 * and "limited" are the artist's terms for it.
 */
export function copiesInWords(design: Pick<ShowcaseDesign, 'availability' | 'remaining'>) {
  if (design.remaining === 0) return 'Already taken: no longer bookable';
  if (design.availability === 'repeatable') return 'Can be tattooed more than once';
  if (design.availability === 'one_of_a_kind') return 'One of a kind: tattooed once only';
  return design.remaining === 1 ? 'Only 1 left to book' : `Only ${design.remaining} left to book`;
}

/** A session's length: "45 min", "2 h", "1 h 30 min". */
export function durationInWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 && `${h} h`, m > 0 && `${m} min`].filter(Boolean).join(' ');
}

/** A day as a client reads it: "Flash day — Sat 16 Jan 2027" or "Mon 11 Jan 2027". */
export function dayInWords(day: string, flashDay: boolean, locale: string): string {
  const date = formatDayKey(day, locale, { weekday: true });
  return flashDay ? `Flash day — ${date}` : date;
}

/**
 * One open day collapsed to one line: "10:00 to 16:30 (8 start times)" in the studio's zone,
 * instead of every slot as a button.
 */
export function startsInWords(day: ShowcaseDay, timeZone: string, locale: string): string {
  const style = { timeZone, locale };
  const first = formatTime(day.times[0]!, style);
  if (day.times.length === 1) return `one start time, ${first}`;
  const last = formatTime(day.times.at(-1)!, style);
  return `${first} to ${last} (${day.times.length} start times)`;
}
