import type { Firestore } from '../adapters/firebase/firebase';
import { createDepositsRepository, type DepositsRepository } from './deposits.repository';

/**
 * The steps of a paid, refunded or expired checkout that the webhook (and a paid flash booking)
 * run inside their own one Firestore transaction: each takes the caller's `tx`, so money moves
 * once. Nothing else of the deposits' records is reachable from another area.
 */
export type DepositEvents = Pick<
  DepositsRepository,
  | 'runTransaction'
  | 'eventSeen'
  | 'markEvent'
  | 'ledgerSeen'
  | 'writeLedger'
  | 'notify'
  | 'studio'
  | 'checkoutIn'
  | 'checkoutRef'
  | 'markCheckout'
  | 'openCheckouts'
  | 'readAppointment'
  | 'projectMoney'
  | 'stampProject'
  | 'paymentIn'
  | 'paymentByIntent'
  | 'paymentRef'
  | 'appointmentRef'
  | 'uidByAccount'
  | 'saveConnect'
  | 'disconnectInTransaction'
  | 'giveBackRef'
  | 'giveBackByRefund'
>;

export const createDepositEvents = (db: Firestore): DepositEvents => createDepositsRepository(db);
