import {
  canMoveDeposit,
  type AppointmentDeposit,
  type OnlineDepositStatus,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { historyEntry } from './deposits.repository';

/** How long a refund may stay asked of Stripe before another request may ask it again. */
export const REFUND_LEASE_MS = 2 * 60_000;

/**
 * The one way a deposit changes state: the transition must be one the machine allows from the
 * state read in this transaction, or the caller gets 409 DEPOSIT_STATE_CHANGED (another action
 * got there first). A refund still in Stripe's hands is contention: worth a retry shortly.
 */
export function transition(
  deposit: AppointmentDeposit,
  to: OnlineDepositStatus,
  at: Date,
  action: string,
  note?: string,
): AppointmentDeposit {
  if (!canMoveDeposit(deposit.status, to)) throw stateChanged(deposit);
  return {
    ...deposit,
    status: to,
    history: [...deposit.history, historyEntry(at, action, note)],
  };
}

export function stateChanged(deposit: AppointmentDeposit): AppError {
  // Stripe holds the refund until the artist's balance covers it: days, not seconds.
  if (deposit.status === 'refunding' && deposit.refund?.status === 'pending') {
    return new AppError('DEPOSIT_REFUND_PENDING');
  }
  const error = new AppError('DEPOSIT_STATE_CHANGED', undefined, { status: deposit.status });
  return deposit.status === 'refunding' ? error.retryAfter(5) : error;
}

/** A held deposit the artist may act on; a deposit never paid is refused as before. */
export function requireHeld(deposit: AppointmentDeposit): void {
  if (deposit.status === 'requested' || deposit.status === 'cancelled' || !deposit.paymentId) {
    throw new AppError('DEPOSIT_OUTCOME_REFUSED');
  }
  if (deposit.status !== 'paid') throw stateChanged(deposit);
}
