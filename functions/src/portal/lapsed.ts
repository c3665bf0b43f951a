import { PORTAL_IDLE_MONTHS } from '@inkforge/domain';

/** The instant PORTAL_IDLE_MONTHS calendar months before `now`. */
function idleSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - PORTAL_IDLE_MONTHS);
  return since;
}

/**
 * A link lapses once it and the client's last appointment are both older than a year and
 * nothing is booked ahead: a mail from last week keeps working, and so does an old link of a
 * client who still comes.
 */
export function isLapsed(
  tokenCreatedAt: Date,
  appointmentDates: readonly Date[],
  now: Date,
): boolean {
  const since = idleSince(now);
  if (tokenCreatedAt >= since) return false;
  return !appointmentDates.some((date) => date >= since);
}
