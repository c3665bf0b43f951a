import { formatClientMoney, DEPOSIT_CURRENCY, type AppointmentDeposit } from '@inkforge/domain';
import { linkTokenHash, newLinkToken } from '../clients/private-link-token';
import { historyEntry, type DepositsRepository } from './deposits.repository';

/**
 * Asks a deposit on an own appointment: a new public link (the old one stops at once), status
 * 'requested'. Null without the appointment.
 */
export async function requestDeposit(
  deposits: DepositsRepository,
  uid: string,
  appointmentId: string,
  amountCents: number,
  now: Date,
): Promise<AppointmentDeposit | null> {
  const token = newLinkToken();
  const deposit: AppointmentDeposit = {
    amountCents,
    currency: DEPOSIT_CURRENCY,
    status: 'requested',
    token,
    requestedAt: now,
    paidAt: null,
    paymentId: null,
    policy: null,
    moves: 0,
    history: [
      historyEntry(now, 'requested', `Deposit of ${formatClientMoney(amountCents, '€')} asked`),
    ],
  };
  const done = await deposits.request(uid, appointmentId, deposit, linkTokenHash(token)!);
  return done ? deposit : null;
}
