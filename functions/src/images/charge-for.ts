import { creditCost, type CreditAction } from '@inkforge/domain';
import type { ImageToolsDeps } from './deps';

/**
 * Spends the action's credits, runs the work and refunds exactly once if it fails: only work
 * that succeeded is paid for. Inputs are checked before this, so a bad upload costs nothing.
 */
export async function chargeFor<T>(
  deps: Pick<ImageToolsDeps, 'ledger' | 'newId'>,
  uid: string,
  action: CreditAction,
  work: () => Promise<T>,
): Promise<T> {
  const cost = creditCost(action);
  if (cost === 0) return work();
  const key = `${action}-${deps.newId()}`;
  await deps.ledger.spend(uid, cost, key, action);
  try {
    return await work();
  } catch (err) {
    await deps.ledger.refund(uid, key, `${action} failed`);
    throw err;
  }
}
