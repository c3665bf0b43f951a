import { creditCost, type CreditAction, type ErrorCode } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ImageToolsDeps } from './deps';
import { asTool } from './tool-failure';

/** What a paid tool is charged for, what its failures become, and whether its caller left. */
interface PaidWork {
  action: CreditAction;
  /** The code of a failure that is not the user's (see tool-failure.ts). */
  failure: ErrorCode;
  /** True once nobody waits for the answer (client gone, Hosting's 60 s cut-off). */
  callerGone: () => boolean;
}

/**
 * Spends the action's credits, runs the work and refunds exactly once if it fails: only work
 * that succeeded is paid for, and a failure that is not the user's becomes `paid.failure`. Inputs
 * are checked before this, so a bad upload costs nothing. Work whose caller left is not paid for
 * either: nothing is charged if the caller left before it began, and a result (stored at its
 * `s3Key`) finished after the caller left is removed and refunded, so no charged result waits
 * where nobody looks.
 * A result finished after its account's deletion began is discarded too: the deletion's sweep
 * may have run before it was stored.
 */
export async function chargeFor<T extends { s3Key: string }>(
  deps: Pick<ImageToolsDeps, 'ledger' | 'newId' | 'logger' | 'objects'>,
  uid: string,
  paid: PaidWork,
  work: () => Promise<T>,
): Promise<T> {
  const { action, callerGone } = paid;
  const cost = creditCost(action);
  if (cost === 0) return asTool(paid.failure, work);
  if (callerGone()) throw new AppError('RESULT_NOT_DELIVERED');
  const key = `${action}-${deps.newId()}`;
  await deps.ledger.spend(uid, cost, key, action);
  let result: T;
  try {
    result = await asTool(paid.failure, work);
  } catch (err) {
    await deps.ledger.refund(uid, key, `${action} failed`);
    throw err;
  }
  // Stored before this read: a deletion that starts after it sweeps the result; one that
  // started before (the account has no balance from its first step on) may have swept already.
  if ((await deps.ledger.balance(uid)) === null) {
    await deps.objects.remove(result.s3Key);
    throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');
  }
  if (callerGone()) {
    await deps.objects.remove(result.s3Key);
    await deps.ledger.refund(uid, key, `${action} not delivered`);
    deps.logger.info('tool.not_delivered', { uid, action, key });
    throw new AppError('RESULT_NOT_DELIVERED');
  }
  return result;
}
