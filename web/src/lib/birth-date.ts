import type { StudioFormatters } from '@inkforge/domain';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date of birth as the studio writes dates ('14 Jun 1991'), never the form's ISO day; a
 * calendar day, so no time zone moves it. Anything else typed in is shown as it was.
 */
export function birthDate<T extends string | null | undefined>(
  f: Pick<StudioFormatters, 'day'>,
  value: T,
): T | string {
  return value && DAY_KEY.test(value) ? f.day(value) : value;
}
