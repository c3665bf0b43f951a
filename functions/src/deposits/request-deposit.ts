import {
  formatMoney,
  studioFormatOf,
  type AppointmentDeposit,
  type HistoryActor,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { artistActorOf, historyLine } from '../clients';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';
import { historyEntry, type DepositsRepository } from './deposits.repository';

/**
 * Asks a deposit on an own appointment: a new public link (the old one stops at once), status
 * 'requested'. Null without the appointment; refused when a deposit is held there, without a
 * project, or when the project's payments and open requests would pass its price. The deposit
 * is in the artist's currency of the moment and keeps it, whatever the artist picks later.
 * `actor`: who asks (a studio's desk or owner; the artist when absent), named on the deposit's
 * entry and on the appointment's history in the same write.
 */
export async function requestDeposit(
  deposits: DepositsRepository,
  uid: string,
  appointmentId: string,
  amountCents: number,
  now: Date,
  actor?: HistoryActor,
): Promise<AppointmentDeposit | null> {
  const user = await deposits.user(uid);
  const { currency, locale } = studioFormatOf(user);
  const by = actor ?? artistActorOf(uid, user);
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
      {
        ...historyEntry(
          now,
          'requested',
          `Deposit of ${formatMoney(amountCents, currency, locale)} asked`,
        ),
        by,
      },
    ],
  };
  const done = await deposits.request(
    uid,
    appointmentId,
    deposit,
    linkTokenHash(token)!,
    now,
    historyLine(by, 'deposit_requested', now),
  );
  if (done === 'held') throw new AppError('DEPOSIT_OUTCOME_REFUSED');
  if (done === 'no-project') throw new AppError('DEPOSIT_NEEDS_PROJECT');
  if (done === 'over-price') throw new AppError('DEPOSIT_OVER_PRICE');
  return done ? deposit : null;
}
