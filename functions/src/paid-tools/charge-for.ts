import { creditCost, type CreditAction } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ImageToolsDeps } from './deps';

/**
 * A paid result that may outlive its caller: `callerGone` says whether anyone is still there,
 * `discard` removes what `work` stored when nobody is.
 */
export interface Delivery<T> {
  callerGone: () => boolean;
  discard: (result: T) => Promise<void>;
}

/** The delivery of a result stored at `s3Key`: discarding it removes the object. */
export function storedDelivery<T extends { s3Key: string }>(
  deps: Pick<ImageToolsDeps, 'objects'>,
  callerGone: () => boolean,
): Delivery<T> {
  return { callerGone, discard: (result) => deps.objects.remove(result.s3Key) };
}

/**
 * Spends the action's credits, runs the work and refunds exactly once if it fails: only work
 * that succeeded is paid for. Inputs are checked before this, so a bad upload costs nothing.
 * With `delivery`, work whose caller left (client gone, Hosting's 60 s cut-off) is not paid for
 * either: nothing is charged if the caller left before it began, and a result finished after
 * the caller left is discarded and refunded, so no charged result waits where nobody looks.
 * A result finished after its account's deletion began is discarded too: the deletion's sweep
 * may have run before it was stored.
 */
export async function chargeFor<T>(
  deps: Pick<ImageToolsDeps, 'ledger' | 'newId' | 'logger'>,
  uid: string,
  action: CreditAction,
  work: () => Promise<T>,
  delivery?: Delivery<T>,
): Promise<T> {
  const cost = creditCost(action);
  if (cost === 0) return work();
  if (delivery?.callerGone()) throw new AppError('RESULT_NOT_DELIVERED');
  const key = `${action}-${deps.newId()}`;
  await deps.ledger.spend(uid, cost, key, action);
  let result: T;
  try {
    result = await work();
  } catch (err) {
    await deps.ledger.refund(uid, key, `${action} failed`);
    throw err;
  }
  // Stored before this read: a deletion that starts after it sweeps the result; one that
  // started before (the account has no balance from its first step on) may have swept already.
  if (delivery && (await deps.ledger.balance(uid)) === null) {
    await delivery.discard(result);
    throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');
  }
  if (delivery?.callerGone()) {
    await delivery.discard(result);
    await deps.ledger.refund(uid, key, `${action} not delivered`);
    deps.logger.info('tool.not_delivered', { uid, action, key });
    throw new AppError('RESULT_NOT_DELIVERED');
  }
  return result;
}
