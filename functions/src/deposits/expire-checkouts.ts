import type { ConnectPayments } from '../adapters/payments';
import type { Logger } from '../logger';
import type { DepositEvents } from './deposit-events';
import type { DepositCheckout } from './deposits.repository';

/**
 * Expires checkouts whose deposit stopped being payable (cancelled, deleted, paid, asked
 * again), on Stripe first, then in our records. Best effort: a checkout paid before Stripe
 * expires it is refunded in full by the webhook, so a failure here loses nothing.
 */
export async function expireOpenCheckouts(
  deps: { deposits: DepositEvents; payments: ConnectPayments; logger: Logger },
  uid: string,
  checkouts: readonly Pick<DepositCheckout, 'sessionId' | 'accountId'>[],
  keep?: string,
): Promise<void> {
  for (const checkout of checkouts) {
    if (checkout.sessionId === keep) continue;
    try {
      await deps.payments.expireDepositCheckout({
        accountId: checkout.accountId,
        sessionId: checkout.sessionId,
      });
      await deps.deposits.markCheckout(uid, checkout.sessionId, 'expired');
    } catch (err) {
      deps.logger.warn('deposit.checkout_expire_failed', {
        uid,
        sessionId: checkout.sessionId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
}
