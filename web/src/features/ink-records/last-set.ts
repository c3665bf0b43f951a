import type { CalendarAppointment } from '@inkforge/domain';
import { readItem, storageKeys, writeItem } from '@/lib/storage';

/**
 * The client's session before this one, if any: a returning client's next session usually
 * continues the same piece with the same inks, so its set is the best "last time".
 */
export function previousSessionOf(
  appointments: readonly CalendarAppointment[],
  appointmentId: string,
): CalendarAppointment | null {
  const current = appointments.find((a) => a.id === appointmentId);
  if (!current) return null;
  const earlier = appointments
    .filter(
      (a) =>
        a.clientId === current.clientId &&
        a.id !== current.id &&
        a.status !== 'cancelled' &&
        a.status !== 'no_show' &&
        a.appointmentDate < current.appointmentDate,
    )
    .sort((a, b) => b.appointmentDate.localeCompare(a.appointmentDate));
  return earlier[0] ?? null;
}

/** The set recorded last on this device (any client): the fallback for a new client. */
export function readDeviceLastSet(): string[] {
  try {
    const parsed: unknown = JSON.parse(readItem('local', storageKeys.lastSessionSupplies) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDeviceLastSet(ids: readonly string[]): void {
  writeItem('local', storageKeys.lastSessionSupplies, JSON.stringify(ids));
}
