import { localDateKey, toInstant, wallClockAt } from '../clients/zoned-time';

/** No text reaches a client between 21:00 and 08:00 in the studio's time zone. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

export function inQuietHours(at: Date, timeZone: string): boolean {
  const { hour } = wallClockAt(at, timeZone);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The day key `days` after `dateKey` (calendar arithmetic, no zone). */
function shiftDay(dateKey: string, days: number): string {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * When a text due at `due` may go. Outside quiet hours: then. Inside: at the next 08:00, unless
 * that is not before the appointment (`start`); then at 20:59 on the evening the quiet night
 * began, so a reminder of an early visit still arrives before it (that time may be past: the
 * caller then sends it another way).
 */
export function textSendTime(due: Date, timeZone: string, start: Date | null): Date {
  if (!inQuietHours(due, timeZone)) return due;
  const today = localDateKey(due, timeZone);
  const evening = wallClockAt(due, timeZone).hour >= QUIET_FROM_HOUR;
  const morningDay = evening ? shiftDay(today, 1) : today;
  const eveningDay = evening ? today : shiftDay(today, -1);
  const morning = toInstant(`${morningDay}T0${QUIET_UNTIL_HOUR}:00`, timeZone)!;
  if (!start || morning < start) return morning;
  return toInstant(`${eveningDay}T${QUIET_FROM_HOUR - 1}:59`, timeZone)!;
}
