import type { ApiAppointmentDeposit } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { DepositsDeps } from './deps';
import { requestDeposit } from './request-deposit';
import { toApiAppointmentDeposit } from '../clients/appointment-deposit';

/**
 * POST /api/appointments/{id}/deposit-request: the artist asks a deposit online on any of their
 * appointments of a project (the payment lands on the project). A deposit already held there
 * stays as it is: asking again is refused.
 */
export async function askDeposit(
  deps: DepositsDeps,
  uid: string,
  id: string,
  amountCents: number,
): Promise<ApiAppointmentDeposit> {
  const current = await deps.deposits.runTransaction((tx) =>
    deps.deposits.plainAppointment(tx, uid, id),
  );
  if (!current) throw new AppError('APPOINTMENT_NOT_FOUND');
  if (!current.projectId) throw new AppError('DEPOSIT_NEEDS_PROJECT');
  const held =
    current.depositCents !== undefined ||
    (current.deposit && current.deposit.status !== 'requested');
  if (held) throw new AppError('DEPOSIT_OUTCOME_REFUSED');
  const deposit = await requestDeposit(deps.deposits, uid, id, amountCents, deps.clock());
  if (!deposit) throw new AppError('APPOINTMENT_NOT_FOUND');
  deps.logger.info('deposit.requested', { uid, appointmentId: id });
  return toApiAppointmentDeposit(deposit)!;
}
