import type { AppointmentDeposit } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { createDepositsRepository, type DepositsRepository } from './deposits.repository';
import { requestDeposit } from './request-deposit';

/**
 * What other areas may use of deposits: the artist's studio settings as deposits read them, the
 * policy saved with the booking settings, a deposit asked when a request is accepted.
 */
export interface DepositsService {
  /** The artist's user document (currency, connected account, policy), as deposits read it. */
  user: DepositsRepository['user'];
  savePolicy: DepositsRepository['savePolicy'];
  /** Asks a deposit on an appointment, with its public link; null when none can be asked. */
  request(
    uid: string,
    appointmentId: string,
    amountCents: number,
    now: Date,
  ): Promise<AppointmentDeposit | null>;
}

export function createDepositsService(db: Firestore): DepositsService {
  const deposits = createDepositsRepository(db);
  return {
    user: (uid) => deposits.user(uid),
    savePolicy: (uid, text, now) => deposits.savePolicy(uid, text, now),
    request: (uid, appointmentId, amountCents, now) =>
      requestDeposit(deposits, uid, appointmentId, amountCents, now),
  };
}
