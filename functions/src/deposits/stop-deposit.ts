import type { ConnectPayments } from '../adapters/payments';
import type { Logger } from '../logger';
import type { DepositsRepository } from './deposits.repository';
import type { DepositChangeListener } from './deps';
import { expireOpenCheckouts } from './expire-checkouts';

/**
 * After an appointment was cancelled or deleted: the open checkouts of its unpaid deposit are
 * expired on Stripe, and, when there were any or the deposit was cancelled, the change is told.
 */
export async function stopDeposit(
  deps: {
    deposits: DepositsRepository;
    payments: ConnectPayments;
    logger: Logger;
    onDepositChange?: DepositChangeListener;
  },
  uid: string,
  appointmentId: string,
): Promise<void> {
  const open = await deps.deposits.openCheckouts(uid, appointmentId);
  await expireOpenCheckouts(deps, uid, open);
  const deposit = await deps.deposits.runTransaction((tx) =>
    deps.deposits.plainAppointment(tx, uid, appointmentId),
  );
  if (deposit?.deposit?.status === 'cancelled') {
    await deps.onDepositChange?.(uid, appointmentId, 'cancelled');
  }
}
