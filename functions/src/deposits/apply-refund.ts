import {
  historyEntry,
  type DepositTransaction as Transaction,
  type DepositsRepository,
} from './deposits.repository';

/** The writes of a refund: the payment no longer counts; the appointment says refunded. */
export function applyRefund(
  deposits: DepositsRepository,
  tx: Transaction,
  uid: string,
  paymentId: string,
  appointment: Awaited<ReturnType<DepositsRepository['readAppointment']>>,
  now: Date,
  note: string,
): void {
  tx.update(deposits.paymentRef(uid, paymentId), { refunded: true });
  if (!appointment) return;
  tx.update(deposits.appointmentRef(uid, appointment.id), {
    depositOutcome: 'refunded',
    deposit: {
      ...appointment.deposit,
      status: 'refunded',
      history: [...appointment.deposit.history, historyEntry(now, 'refunded', note)],
    },
  });
}
