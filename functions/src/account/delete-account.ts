import type { DeleteAccountResponse } from '@inkforge/domain';
import type { Accounts } from '../adapters/firebase/accounts';
import type { AuthContext } from '../http/auth-context';
import type { Logger } from '../logger';
import type { AccountRepository } from './account.repository';

/** Stops future charges; the billing area decides how (its payment adapter). */
export type CancelSubscription = (subscriptionId: string) => Promise<void>;

/** Removes every stored object whose path starts with the prefix. */
type RemoveObjects = (prefix: string) => Promise<void>;

export interface AccountDeps {
  repo: AccountRepository;
  accounts: Accounts;
  cancelSubscription: CancelSubscription;
  removeObjects: RemoveObjects;
  clock: () => Date;
  logger: Logger;
}

const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data have been deleted.';

/**
 * Deletes the caller's account. Order matters for a retry after a failure half-way: billing
 * first (no charge after the user asked to leave), then files and documents, and the Auth user
 * last, so the caller can still authenticate to retry until everything else is gone. Promo
 * redemption markers are kept: they hold no profile data (uid, hashed e-mail) and stop a
 * re-registered address from redeeming the same code again.
 *
 * A job in flight is not waited for: the account is marked deleted before the sweep, so the
 * job finds the mark when it claims or completes, and removes what it wrote after the sweep
 * (jobs/run-job.ts). The mark also stops any credit moving behind the sweep.
 */
export async function deleteAccount(
  deps: AccountDeps,
  caller: AuthContext,
): Promise<DeleteAccountResponse> {
  const { subscriptionId } = await deps.repo.billingIds(caller.uid);
  if (subscriptionId) await deps.cancelSubscription(subscriptionId);
  await deps.repo.markDeleted(caller.uid, deps.clock());
  await deps.removeObjects(`users/${caller.uid}/`);
  // An owner's studio goes with them: the photos sent to its page's inbox too.
  const studioId = await deps.repo.ownedStudioId(caller.uid);
  if (studioId) await deps.removeObjects(`studios/${studioId}/`);
  const documents = await deps.repo.deleteUserData(caller.uid);
  await deps.accounts.deleteAccount(caller.uid);
  deps.logger.info('account.deleted', { uid: caller.uid, documents, subscriptionId });
  return { message: ACCOUNT_DELETED_MESSAGE };
}
