import type { User } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import { isEnded, subscriptionPatch } from '../subscriptions/subscription-patch';
import type { BillingDeps } from './deps';

const dateText = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Cancel keeps the plan until the period ends; reactivate undoes that while
 * the period lasts. The provider's event follows; the user is updated now so the screen agrees.
 */
export async function setCancellation(
  deps: BillingDeps,
  caller: AuthContext,
  cancel: boolean,
): Promise<{ success: true; message: string; user: User }> {
  const user = await deps.repo.get(caller.uid);
  if (!user?.stripeSubscriptionId) throw new AppError('NO_ACTIVE_SUBSCRIPTION');
  const current = await deps.payments.getSubscription(user.stripeSubscriptionId);
  if (!current || isEnded(current)) throw new AppError('NO_ACTIVE_SUBSCRIPTION');
  let updated;
  try {
    updated = await deps.payments.setCancelAtPeriodEnd(current.id, cancel);
  } catch (err) {
    deps.logger.error('billing.cancel.failed', { uid: user.uid, error: String(err) });
    throw new AppError(cancel ? 'CANCELLATION_FAILED' : 'SUBSCRIPTION_UPDATE_FAILED');
  }
  await deps.repo.update(user.uid, subscriptionPatch(updated));
  const end = dateText(updated.currentPeriodEnd);
  return {
    success: true,
    message: cancel
      ? `Your subscription will end on ${end}. You keep your plan and credits until then.`
      : `Your subscription is active again and renews on ${end}.`,
    user: await deps.users.ensureCaller(caller),
  };
}
