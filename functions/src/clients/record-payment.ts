import type { ApiPayment, PaymentInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { toApiPayment } from './to-api';

/** POST /api/project-payments: a payment on one of the artist's own projects. */
export async function recordPayment(
  deps: ClientsDeps,
  uid: string,
  input: PaymentInput,
): Promise<ApiPayment> {
  const now = deps.clock();
  const { amount, paymentDate, ...fields } = input;
  const created = await deps.records.createPayment(
    uid,
    { ...fields, amountCents: amount, paymentDate: paymentDate ?? now.toISOString().slice(0, 10) },
    now,
  );
  if (created === 'client' || created === 'project') throw new AppError('PROJECT_NOT_FOUND');
  return toApiPayment(created);
}
