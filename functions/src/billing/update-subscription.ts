import {
  isCancelledStatus,
  isCurrency,
  planPriceId,
  PLANS,
  priceMinor,
  type UpdateSubscriptionRequest,
} from '@inkforge/domain';
import { PaymentDeclinedError } from '../adapters/payments';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import { isEnded, subscriptionPatch } from './subscription-patch';
import type { BillingDeps } from './deps';

/**
 * `POST /api/update-subscription`: an upgrade (more credits, or monthly to yearly) takes effect
 * now with proration and its credit difference is granted when the proration invoice is paid
 * (webhook); a downgrade changes the price from the next period and the plan changes then.
 */
export async function updateSubscription(
  deps: BillingDeps,
  caller: AuthContext,
  input: UpdateSubscriptionRequest,
): Promise<{ message: string; effective: 'now' | 'period_end' }> {
  const user = await deps.repo.get(caller.uid);
  if (!user?.stripeSubscriptionId || !user.currentPlan)
    throw new AppError('NO_ACTIVE_SUBSCRIPTION');
  if (isCancelledStatus(user.subscriptionStatus) || user.cancelAtPeriodEnd) {
    throw new AppError('PLAN_CHANGE_WHILE_CANCELLED');
  }
  const from = user.currentPlan;
  const fromInterval = user.billing ?? 'monthly';
  if (from === input.planCode && fromInterval === input.billing) throw new AppError('SAME_PLAN');

  const subscription = await deps.payments.getSubscription(user.stripeSubscriptionId);
  if (!subscription || isEnded(subscription)) throw new AppError('NO_ACTIVE_SUBSCRIPTION');

  const creditsFrom = PLANS[from].monthlyCredits;
  const creditsTo = PLANS[input.planCode].monthlyCredits;
  const upgrade =
    creditsTo > creditsFrom ||
    (creditsTo === creditsFrom && input.billing === 'yearly' && fromInterval === 'monthly');
  const priceId = planPriceId(input.planCode, input.billing);
  const currency = isCurrency(subscription.metadata.currency)
    ? subscription.metadata.currency
    : 'EUR';
  try {
    const updated = await deps.payments.changePlan({
      subscriptionId: subscription.id,
      itemId: subscription.itemId,
      priceId,
      currency,
      amountMinor: priceMinor(priceId, currency),
      interval: input.billing,
      prorate: upgrade,
      metadata: {
        uid: user.uid,
        planCode: input.planCode,
        billing: input.billing,
        currency,
        upgradedFrom: upgrade ? from : '',
      },
    });
    await deps.repo.update(user.uid, subscriptionPatch(updated));
  } catch (err) {
    if (err instanceof PaymentDeclinedError) throw new AppError('PAYMENT_FAILED');
    deps.logger.error('billing.update.failed', { uid: user.uid, error: String(err) });
    throw new AppError('SUBSCRIPTION_UPDATE_FAILED');
  }
  const name = PLANS[input.planCode].name;
  return upgrade
    ? {
        message: `Upgraded to ${name}. The prorated difference was charged and your extra credits are on their way.`,
        effective: 'now',
      }
    : {
        message: `Your plan changes to ${name} at the end of the current billing period.`,
        effective: 'period_end',
      };
}
