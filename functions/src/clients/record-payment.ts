import { formatCents, type ApiPayment, type PaymentInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import { artistToday } from './artist-today';
import type { ClientsDeps } from './deps';
import { toApiPayment } from './to-api';

/**
 * POST /api/project-payments: a payment on one of the artist's own projects, dated today in
 * the artist's zone unless a date is given. More than the balance needs confirmOverpayment.
 */
export async function recordPayment(
  deps: ClientsDeps,
  uid: string,
  input: PaymentInput,
): Promise<ApiPayment> {
  const now = deps.clock();
  const { amount, paymentDate, confirmOverpayment, ...fields } = input;
  await deps.beforePayment?.(uid, input.projectId, amount);
  const created = await deps.records.createPayment(
    uid,
    {
      ...fields,
      kind: 'payment',
      amountCents: amount,
      paymentDate: paymentDate ?? (await artistToday(deps, uid)),
    },
    now,
    confirmOverpayment,
  );
  if (created === 'project') throw new AppError('PROJECT_NOT_FOUND');
  if ('overpaymentCents' in created) {
    const open = created.openDepositsCents;
    throw new AppError(
      'OVERPAYMENT_UNCONFIRMED',
      open > 0
        ? `This payment and the deposits asked online and not yet paid (${formatCents(open)}) come to more than the price. Confirm to record it anyway: a deposit paid later is then given back where it passes the price.`
        : undefined,
      { excess: formatCents(created.overpaymentCents), openDeposits: formatCents(open) },
    );
  }
  return toApiPayment(created);
}
