import type { ClientsDeps } from './deps';

/**
 * PUT /api/profile/timezone: the artist's zone, in which the calendar groups appointments
 * by day. The calendar offers it when the browser's zone differs from the stored one.
 */
export async function setTimezone(
  deps: ClientsDeps,
  uid: string,
  timezone: string,
): Promise<{ timezone: string }> {
  await deps.clients.setTimezone(uid, timezone, deps.clock());
  return { timezone };
}
