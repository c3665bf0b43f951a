import type { WorkingHours } from '@inkforge/domain';

/** schema.org's DayOfWeek names, in the working hours' order (Monday 0 … Sunday 6). */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The artist's working hours as schema.org `openingHoursSpecification`: one set of hours on
 * every open day, times as the artist keeps them (their own zone, like the address).
 */
export function openingHoursOf(hours: WorkingHours | null): Record<string, unknown>[] {
  if (!hours || hours.days.length === 0) return [];
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.flatMap((day) => DAYS[day] ?? []),
      opens: hours.start,
      closes: hours.end,
    },
  ];
}

/**
 * The hours in words for the page's visitors (issue 47: not only in JSON-LD): a run of days as
 * "Tuesday to Saturday", other days listed, then the hours. Null without hours.
 */
export function openingHoursWords(hours: WorkingHours | null): string | null {
  if (!hours || hours.days.length === 0) return null;
  const days = [...hours.days].sort((a, b) => a - b);
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? 0;
  const run = days.length > 2 && last - first === days.length - 1;
  const names = days.flatMap((day) => DAYS[day] ?? []);
  const which = run
    ? `${DAYS[first]} to ${DAYS[last]}`
    : names.length === 1
      ? names[0]
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${which}, ${hours.start}–${hours.end}`;
}
