import type { StoredAppointment } from '../clients';

export type BalanceRefusal = 'BALANCE_NOT_PAYABLE' | 'BALANCE_NOT_PRICED' | 'BALANCE_NOT_YET';

/**
 * Whether the artist lets clients pay the balance before their session (Settings → Booking,
 * "balance online"). Read leniently: a studio that never set it gets the default, after only.
 */
export const balanceOnlineBefore = (user: Record<string, unknown> | undefined): boolean =>
  (user?.bookingSettings as { balanceOnline?: unknown } | undefined)?.balanceOnline === true;

/**
 * Why the client may not pay this appointment's balance online now, or null: a cancelled or
 * missed visit has none to pay; without a project there is no price; before the session's end
 * only where the artist allows it.
 */
export function balanceRefusal(
  appointment: Pick<StoredAppointment, 'status' | 'appointmentDate' | 'duration' | 'projectId'>,
  allowedBefore: boolean,
  now: Date,
): BalanceRefusal | null {
  if (appointment.status === 'cancelled' || appointment.status === 'no_show') {
    return 'BALANCE_NOT_PAYABLE';
  }
  if (!appointment.projectId) return 'BALANCE_NOT_PRICED';
  const end = appointment.appointmentDate.getTime() + appointment.duration * 60_000;
  const after = appointment.status === 'completed' || end <= now.getTime();
  return after || allowedBefore ? null : 'BALANCE_NOT_YET';
}
