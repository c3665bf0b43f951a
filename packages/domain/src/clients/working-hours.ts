import { z } from 'zod';
import { wallClockAt } from './zoned-time';

/** Beyond the spec: the studio's opening hours, read in the artist's zone. */
export interface WorkingHours {
  /** 'HH:MM', 24-hour. */
  start: string;
  end: string;
  /** Open weekdays, Monday 0 … Sunday 6. */
  days: number[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MESSAGE = 'Working hours need a start before the end (HH:MM) and at least one day.';

/** PUT /api/profile/working-hours. */
export const workingHoursRequestSchema = z
  .object({
    start: z.string({ error: MESSAGE }).regex(TIME, MESSAGE),
    end: z.string({ error: MESSAGE }).regex(TIME, MESSAGE),
    days: z
      .array(z.number({ error: MESSAGE }).int(MESSAGE).min(0, MESSAGE).max(6, MESSAGE), {
        error: MESSAGE,
      })
      .min(1, MESSAGE)
      .max(7, MESSAGE)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  })
  .refine((h) => h.start < h.end, { message: MESSAGE, path: ['end'] });

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * True when any part of the appointment falls outside the hours: on a closed day, before the
 * start, or past the end (in the artist's zone). Null hours (never set) mean no limit.
 */
export function outsideWorkingHours(
  start: Date,
  durationMinutes: number,
  timeZone: string,
  hours: WorkingHours | null,
): boolean {
  if (!hours) return false;
  const wall = wallClockAt(start, timeZone);
  const weekday = (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7;
  const from = wall.hour * 60 + wall.minute;
  return (
    !hours.days.includes(weekday) ||
    from < minutesOf(hours.start) ||
    from + durationMinutes > minutesOf(hours.end)
  );
}
