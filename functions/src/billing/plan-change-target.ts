import {
  isCancelledStatus,
  isCurrency,
  planChangeKind,
  planPriceId,
  priceMinor,
  type BillingInterval,
  type Currency,
  type PlanChangeKind,
  type PlanCode,
} from '@inkforge/domain';
import type { PlanChangeRequest, ProviderSubscription } from '../adapters/payments';
import { AppError } from '../app-error';
import type { BillingUser } from '../subscriptions/billing-user';
import type { BillingDeps } from './deps';
import { isEnded } from '../subscriptions/subscription-patch';

export interface PlanChangeTarget {
  user: BillingUser & { currentPlan: PlanCode };
  subscription: ProviderSubscription;
  kind: PlanChangeKind;
  currency: Currency;
  request: PlanChangeRequest;
}

/**
 * The change from the user's paid plan to `planCode`/`billing`, checked as the preview and the
 * change both need it: an active, not cancelled subscription, and a real change.
 */
export async function planChangeTarget(
  deps: BillingDeps,
  uid: string,
  to: { planCode: PlanCode; billing: BillingInterval },
  prorationDate?: number,
): Promise<PlanChangeTarget> {
  const user = await deps.repo.get(uid);
  if (!user?.stripeSubscriptionId || !user.currentPlan) {
    throw new AppError('NO_ACTIVE_SUBSCRIPTION');
  }
  if (isCancelledStatus(user.subscriptionStatus) || user.cancelAtPeriodEnd) {
    throw new AppError('PLAN_CHANGE_WHILE_CANCELLED');
  }
  const from = { plan: user.currentPlan, interval: user.billing ?? 'monthly' };
  const kind = planChangeKind(from, { plan: to.planCode, interval: to.billing });
  if (!kind) throw new AppError('SAME_PLAN');
  const subscription = await deps.payments.getSubscription(user.stripeSubscriptionId);
  if (!subscription || isEnded(subscription)) throw new AppError('NO_ACTIVE_SUBSCRIPTION');
  const currency = isCurrency(subscription.metadata.currency)
    ? subscription.metadata.currency
    : 'EUR';
  const prorate = kind === 'upgrade' || kind === 'switch-to-yearly';
  const priceId = planPriceId(to.planCode, to.billing);
  return {
    user: { ...user, currentPlan: user.currentPlan },
    subscription,
    kind,
    currency,
    request: {
      subscriptionId: subscription.id,
      itemId: subscription.itemId,
      priceId,
      currency,
      amountMinor: priceMinor(priceId, currency),
      interval: to.billing,
      prorate,
      metadata: {
        uid: user.uid,
        planCode: to.planCode,
        billing: to.billing,
        currency,
        upgradedFrom: prorate ? from.plan : '',
      },
      ...(prorationDate ? { prorationDate } : {}),
    },
  };
}
