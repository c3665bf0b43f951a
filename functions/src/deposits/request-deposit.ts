import { formatMoney, studioFormatOf, type AppointmentDeposit } from '@inkforge/domain';
import { AppError } from '../app-error';
import { linkTokenHash, newLinkToken } from '../clients';
import { historyEntry, type DepositsRepository } from './deposits.repository';

/**
 * Asks a deposit on an own appointment: a new public link (the old one stops at once), status
 * 'requested'. Null without the appointment; refused when a deposit is held there, without a
 * project, or when the project's payments and open requests would pass its price. The deposit
 * is in the artist's currency of the moment and keeps it, whatever the artist picks later.
 */
export async function requestDeposit(
  deposits: DepositsRepository,
  uid: string,
  appointmentId: string,
  amountCents: number,
  now: Date,
): Promise<AppointmentDeposit | null> {
  const { currency, locale } = studioFormatOf(await deposits.user(uid));
  const token = newLinkToken();
  const deposit: AppointmentDeposit = {
    amountCents,
    currency,
    status: 'requested',
    token,
    requestedAt: now,
    paidAt: null,
    paymentId: null,
    policy: null,
    moves: 0,
    history: [
      historyEntry(
        now,
        'requested',
        `Deposit of ${formatMoney(amountCents, currency, locale)} asked`,
      ),
    ],
  };
  const done = await deposits.request(uid, appointmentId, deposit, linkTokenHash(token)!, now);
  if (done === 'held') throw new AppError('DEPOSIT_OUTCOME_REFUSED');
  if (done === 'no-project') throw new AppError('DEPOSIT_NEEDS_PROJECT');
  if (done === 'over-price') throw new AppError('DEPOSIT_OVER_PRICE');
  return done ? deposit : null;
}
