import { subscriptionStatusOf } from '@inkforge/domain';
import type { ProviderSubscription } from '../adapters/payments';
import { roleFor, type BillingPatch, type BillingUser } from './billing-user';

/**
 * What the provider's subscription says about status and dates. The plan and its billing
 * period move only when an invoice is paid: a scheduled downgrade already carries the new
 * price, and must not show as the current plan before the renewal.
 */
export function subscriptionPatch(subscription: ProviderSubscription): BillingPatch {
  return {
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: subscriptionStatusOf(subscription.status, subscription.cancelAtPeriodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    subscriptionStartedAt: subscription.startedAt,
    subscriptionRenewsAt: subscription.currentPeriodEnd,
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
    pendingPlan: null,
  };
}

export const endedExpiryKey = (subscriptionId: string) => `${subscriptionId}:ended`;
