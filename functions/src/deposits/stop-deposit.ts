import type { Firestore } from '../adapters/firebase/firebase';
import type { ConnectPayments } from '../adapters/payments';
import type { Logger } from '../logger';
import { createDepositsRepository, type DepositsRepository } from './deposits.repository';
import { expireOpenCheckouts } from './expire-checkouts';

/**
 * After an appointment was cancelled or deleted: the open checkouts of its unpaid deposit are
 * expired on Stripe. The client hears of it through the cancellation note (a deleted
 * appointment sends nothing, as before); a checkout paid anyway is refunded by the webhook.
 */
export async function stopDeposit(
  deps: { deposits: DepositsRepository; payments: ConnectPayments; logger: Logger },
  uid: string,
  appointmentId: string,
): Promise<void> {
  await expireOpenCheckouts(deps, uid, await deps.deposits.openCheckouts(uid, appointmentId));
}

/**
 * stopDeposit for a caller outside deposits that holds the Stripe key (the scheduled mail
 * sender releasing an unpaid slot, the app's reminders).
 */
export const depositStopper =
  (deps: { db: Firestore; payments: ConnectPayments; logger: Logger }) =>
  (uid: string, appointmentId: string): Promise<void> =>
    stopDeposit({ ...deps, deposits: createDepositsRepository(deps.db) }, uid, appointmentId);
