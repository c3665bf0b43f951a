import { isCheckoutSessionId, type User } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import { processEvent } from '../webhooks';
import type { BillingDeps } from './deps';

/**
 * After a checkout the browser asks for the result (up to 6 attempts). The
 * session is read from the provider and applied exactly as its webhook event would be (same
 * grant keys), so a slow webhook does not keep the user waiting and nothing is granted twice.
 */
export async function syncCheckout(
  deps: BillingDeps,
  caller: AuthContext,
  sessionId: string | undefined,
): Promise<{ success: boolean; paid: boolean; user: User; message: string }> {
  if (!sessionId) throw new AppError('PAYMENT_SESSION_MISSING');
  // Checked before the provider is asked: an id is never a path to anything else.
  if (!isCheckoutSessionId(sessionId)) throw new AppError('PAYMENT_SESSION_INVALID');
  const session = await deps.payments.getCheckout(sessionId);
  if (!session || session.uid !== caller.uid) throw new AppError('PAYMENT_SESSION_NOT_FOUND');
  if (session.paid) {
    await processEvent(
      deps.webhook,
      {
        ...session,
        id: `sync-${session.id}`,
        created: deps.clock(),
        kind: 'checkout.completed',
        sessionId: session.id,
      },
      { record: false },
    );
  }
  const user = await deps.users.ensureCaller(caller);
  return {
    success: session.paid,
    paid: session.paid,
    user,
    message: session.paid ? 'Payment confirmed.' : 'The payment is not complete yet.',
  };
}

/** `POST /api/billing/sync-subscription`: re-reads the subscription from the provider. */
export async function syncSubscription(
  deps: BillingDeps,
  caller: AuthContext,
): Promise<{ success: true; message: string; user: User }> {
  const user = await deps.repo.get(caller.uid);
  if (!user?.stripeCustomerId) {
    return {
      success: true,
      message: 'No subscription to sync.',
      user: await deps.users.ensureCaller(caller),
    };
  }
  try {
    const subscriptionId =
      user.stripeSubscriptionId ??
      (await deps.payments.latestSubscription(user.stripeCustomerId))?.id ??
      null;
    if (subscriptionId) {
      await processEvent(
        deps.webhook,
        {
          id: `sync-${subscriptionId}`,
          created: deps.clock(),
          kind: 'subscription.changed',
          subscriptionId,
          customerId: user.stripeCustomerId,
        },
        { record: false },
      );
    }
  } catch (err) {
    deps.logger.error('billing.sync.failed', { uid: user.uid, error: String(err) });
    throw new AppError('SYNC_FAILED');
  }
  return {
    success: true,
    message: 'Subscription data synced.',
    user: await deps.users.ensureCaller(caller),
  };
}
