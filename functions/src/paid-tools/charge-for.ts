import { creditCost, type CreditAction, type ErrorCode } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ImageToolsDeps } from './deps';
import { toolResultPath } from './deps';
import { openCharge, refundCharge, settleCharge } from './pending-charge';
import { storeResultAt, type StoredResult } from './store-result';
import { asTool } from './tool-failure';

/** What a paid tool is charged for, what its failures become, and whether its caller left. */
interface PaidWork {
  action: CreditAction;
  /** The folder its result is stored in (`users/{uid}/tools/<folder>-<id>.png`). */
  folder: string;
  /** The code of a failure that is not the user's (see tool-failure.ts). */
  failure: ErrorCode;
  /** True once nobody waits for the answer (client gone, Hosting's 60 s cut-off). */
  callerGone: () => boolean;
}

/** Stores the work's PNG result where its charge says: the one place a paid result goes. */
export type StoreResult = (png: Buffer) => Promise<StoredResult>;

/**
 * Charges the action, runs the work and keeps the charge only if the answer delivers the result.
 * The spend and a pending charge with a deadline are one transaction (pending-charge.ts); the
 * work stores its result through `store`, at a path the charge names. Then exactly one of:
 * the work fails (refunded, a failure that is not the user's becomes `paid.failure`); the caller
 * left or the deadline passed (refunded, result removed, RESULT_NOT_DELIVERED); the answer is
 * about to be sent (settled). A worker cut off before any of these (Hosting's 60 s, the
 * function's timeout, a killed instance) leaves its charge pending: the minute sweep refunds it
 * once past the deadline and removes the result. Nothing is charged if the caller left before
 * the work began, and inputs are checked before this, so a bad upload costs nothing.
 * A result finished after its account's deletion began is discarded too: the deletion's sweep
 * may have run before it was stored.
 */
export async function chargeFor<T>(
  deps: Pick<ImageToolsDeps, 'ledger' | 'charges' | 'newId' | 'logger' | 'objects' | 'clock'>,
  uid: string,
  paid: PaidWork,
  work: (store: StoreResult) => Promise<T>,
): Promise<T> {
  const { action, callerGone } = paid;
  const cost = creditCost(action);
  if (cost === 0) {
    const path = toolResultPath(uid, paid.folder, deps.newId());
    return asTool(paid.failure, () => work((png) => storeResultAt(deps, path, png)));
  }
  if (callerGone()) throw new AppError('RESULT_NOT_DELIVERED');
  const charge = await openCharge(deps, uid, { action, cost, folder: paid.folder });
  let result: T;
  try {
    result = await asTool(paid.failure, () =>
      work((png) => storeResultAt(deps, charge.resultPath, png)),
    );
  } catch (err) {
    await refundCharge(deps, charge, `${action} failed`);
    throw err;
  }
  // Stored before this read: a deletion that starts after it sweeps the result; one that
  // started before (the account has no balance from its first step on) may have swept already.
  if ((await deps.ledger.balance(uid)) === null) {
    await refundCharge(deps, charge, `${action} not delivered`);
    throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');
  }
  if (!(await settleCharge(deps, charge, callerGone()))) {
    deps.logger.info('tool.not_delivered', { uid, action, key: charge.key });
    throw new AppError('RESULT_NOT_DELIVERED');
  }
  return result;
}
