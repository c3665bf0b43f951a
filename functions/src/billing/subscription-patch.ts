import { subscriptionStatusOf } from '@inkforge/domain';
import type { ProviderSubscription } from '../adapters/payments';
import { roleFor, type BillingPatch, type BillingUser } from './billing-user';
import { planOf } from './plan-credits';

/** What the provider's subscription says about status and dates; the plan moves on payment. */
export function subscriptionPatch(subscription: ProviderSubscription): BillingPatch {
  const plan = planOf(subscription.metadata);
  return {
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: subscriptionStatusOf(subscription.status, subscription.cancelAtPeriodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    subscriptionStartedAt: subscription.startedAt,
    subscriptionRenewsAt: subscription.currentPeriodEnd,
    ...(plan ? { billing: plan.interval } : {}),
  };
}

export function isEnded(subscription: ProviderSubscription | null): boolean {
  return (
    !subscription ||
    subscription.status === 'canceled' ||
    subscription.status === 'incomplete_expired'
  );
}

/** The end of a cancelled period: back to free; the subscription credits expire separately. */
export function endedPatch(user: BillingUser): BillingPatch {
  return {
    role: roleFor(user, null),
    currentPlan: null,
    subscriptionStatus: 'inactive',
    billing: null,
    stripeSubscriptionId: null,
    cancelAtPeriodEnd: false,
    subscriptionRenewsAt: null,
  };
}

export const endedExpiryKey = (subscriptionId: string) => `${subscriptionId}:ended`;
