import type { AppointmentDeposit, HistoryActor } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { depositOf } from '../clients';
import { stateChanged } from './deposit-machine';
import {
  createDepositsRepository,
  historyEntry,
  type DepositTransaction,
} from './deposits.repository';

/** A held deposit's move with its appointment: what to write once every read is done. */
export interface DepositMoveInTransaction {
  /** The deposit as it is after the move (`moves` + 1, its history entry signed). */
  deposit: AppointmentDeposit;
  /** Writes the ledger entry `move-{payment}-{moves}`; call after all of the transaction's reads. */
  write(): void;
}

/**
 * Issue 49: a client moves a booking whose deposit is paid. The deposit stays on the appointment
 * and moves with it to the new time: it counts one move (the number the policy names) under the
 * same idempotency key as the artist's own move of that deposit (`move-{payment}-{moves}`), so of
 * the client's move and the artist's, at once, exactly one carries it and the other gets a 409.
 * Read in the caller's transaction, which writes the appointment with `deposit`; null when the
 * appointment holds no deposit to carry (none asked, asked and unpaid, refunded, cancelled).
 * A deposit moved away, carried, kept or being refunded since the page was read: 409.
 */
export async function moveDepositWithAppointmentInTransaction(
  tx: DepositTransaction,
  db: Firestore,
  uid: string,
  appointment: { id: string; deposit?: unknown },
  move: { now: Date; note: string; by: HistoryActor },
): Promise<DepositMoveInTransaction | null> {
  const deposit = depositOf(appointment as Record<string, unknown>);
  if (!deposit || ['requested', 'refunded', 'cancelled'].includes(deposit.status)) return null;
  if (deposit.status !== 'paid' || !deposit.paymentId) throw stateChanged(deposit);
  const deposits = createDepositsRepository(db);
  const key = `move-${deposit.paymentId}-${deposit.moves}`;
  if (await deposits.ledgerSeen(tx, uid, key)) throw stateChanged(deposit);
  const entry = { ...historyEntry(move.now, 'moved_with_appointment', move.note), by: move.by };
  return {
    deposit: { ...deposit, moves: deposit.moves + 1, history: [...deposit.history, entry] },
    write: () =>
      deposits.writeLedger(tx, uid, key, {
        appointmentId: appointment.id,
        action: 'moved_with_appointment',
        amountCents: deposit.amountCents,
        at: move.now,
        source: appointment.id,
      }),
  };
}
