import type { AppointmentStatus } from '../clients/constants';

/** Why a client may not pay a booking's balance online now (codes of balance-errors.ts). */
export type BalanceRefusal = 'BALANCE_NOT_PAYABLE' | 'BALANCE_NOT_PRICED' | 'BALANCE_NOT_YET';

/** What the rule reads of an appointment. */
export interface BalanceVisit {
  status: AppointmentStatus;
  start: Date;
  durationMinutes: number;
  /** Whether it belongs to a project (a price lives on the project). */
  hasProject: boolean;
}

/**
 * Why "Pay the balance" is not offered for this visit now, or null when it is (issue 49): a
 * cancelled or missed visit has nothing to pay online; without a project there is no price;
 * before the session's end only where the artist allows it (Settings → Booking, balance online).
 * What is due (price minus payments) is the caller's to check: zero is `NOTHING_DUE`.
 */
export function balanceRefusal(
  visit: BalanceVisit,
  allowedBefore: boolean,
  now: Date,
): BalanceRefusal | null {
  if (visit.status === 'cancelled' || visit.status === 'no_show') return 'BALANCE_NOT_PAYABLE';
  if (!visit.hasProject) return 'BALANCE_NOT_PRICED';
  const end = visit.start.getTime() + visit.durationMinutes * 60_000;
  const after = visit.status === 'completed' || end <= now.getTime();
  return after || allowedBefore ? null : 'BALANCE_NOT_YET';
}
