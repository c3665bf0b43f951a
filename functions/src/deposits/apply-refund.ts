import type { DepositEvents } from './deposit-events';
import { canMoveDeposit } from '@inkforge/domain';
import { historyEntry, type DepositTransaction as Transaction } from './deposits.repository';

/**
 * The writes of a refund Stripe has made: the payment no longer counts; the appointment says
 * refunded. Called only after Stripe said the refund succeeded (its answer or a refund event).
 */
export function applyRefund(
  deposits: DepositEvents,
  tx: Transaction,
  uid: string,
  payment: { id: string; projectId: string },
  appointment: Awaited<ReturnType<DepositEvents['readAppointment']>>,
  now: Date,
  note: string,
): void {
  tx.update(deposits.paymentRef(uid, payment.id), { refunded: true, refundedAt: now });
  deposits.stampProject(tx, uid, payment.projectId, now);
  // The money went back whatever the deposit's state said: the record follows Stripe.
  if (!appointment || !canMoveDeposit(appointment.deposit.status, 'refunded')) return;
  // Done: no refund is in Stripe's hands any more.
  const { refund: _done, ...deposit } = appointment.deposit;
  tx.update(deposits.appointmentRef(uid, appointment.id), {
    depositOutcome: 'refunded',
    deposit: {
      ...deposit,
      status: 'refunded',
      history: [...deposit.history, historyEntry(now, 'refunded', note)],
    },
  });
}
