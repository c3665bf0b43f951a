import { studioFormatOf, type ApiAppointmentDeposit, type HistoryActor } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { DepositsDeps } from './deps';
import { expireOpenCheckouts } from './expire-checkouts';
import { refuseDepositBelowMinimum } from './minimum-charge';
import { requestDeposit } from './request-deposit';
import { toApiAppointmentDeposit } from '../clients';

/**
 * POST /api/appointments/{id}/deposit-request: the artist asks a deposit online on any of their
 * appointments of a project (the payment lands on the project). A deposit already held there
 * stays as it is: asking again is refused. Asking again while unpaid replaces the link, and
 * the old link's open checkouts are expired. `actor`: who asks (a studio's desk or owner).
 */
export async function askDeposit(
  deps: DepositsDeps,
  uid: string,
  id: string,
  amountCents: number,
  actor?: HistoryActor,
): Promise<ApiAppointmentDeposit> {
  const { currency, locale } = studioFormatOf(await deps.deposits.user(uid));
  refuseDepositBelowMinimum(amountCents, currency, locale);
  await deps.beforeDepositMail?.(uid, id);
  const stale = await deps.deposits.openCheckouts(uid, id);
  const deposit = await requestDeposit(deps.deposits, uid, id, amountCents, deps.clock(), actor);
  if (!deposit) throw new AppError('APPOINTMENT_NOT_FOUND');
  deps.logger.info('deposit.requested', { uid, appointmentId: id });
  await expireOpenCheckouts(deps, uid, stale);
  await deps.onDepositChange?.(uid, id, 'requested');
  return toApiAppointmentDeposit(deposit)!;
}
