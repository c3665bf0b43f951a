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
